"""The project's own labelled cases: fictional organisations' documents and questions about them.

See ``rag_core.evals.synthetic`` for the entry points.
"""
