"""Ingestion: loaders (PDF, text), normalisation, chunking and the indexing pipeline."""
