"""Page -> chunks with LlamaIndex's SentenceSplitter, sized in the embedding model's word pieces.

One LlamaIndex ``Document`` per page, so a chunk never crosses a page. Every chunk records its
character span on the normalised page text and a locator built from page and span
(``p.12:140-388``). Metadata is excluded from the text that is embedded.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace

from llama_index.core import Document
from llama_index.core.node_parser import SentenceSplitter
from llama_index.core.utils import globals_helper
from llama_index.core.schema import MetadataMode, TextNode

from rag_core.settings import IngestSettings
from rag_core.types import ChunkMeta, PageText
from rag_core.text.lexicon import NLTK_IMPORT
from rag_core.text.sentences import locator

logger = logging.getLogger(__name__)

METADATA_KEYS = tuple(ChunkMeta.__slots__)


def chunk_id(doc_id: str, page: int, chunk_index: int) -> str:
    """Content-derived chunk id: the same file always gives the same ids."""
    return f"{doc_id}:{page}:{chunk_index}"


class Chunker:
    """Splits page texts into TextNodes with full citation metadata."""

    def __init__(self, settings: IngestSettings, token_ids: Callable[[str], list[int]]) -> None:
        # The splitter imports NLTK on the first page long enough to be split by sentence (see
        # lexicon.NLTK_IMPORT): two upload lanes starting at once raced there. Load it now, under the lock.
        with NLTK_IMPORT:
            globals_helper.punkt_tokenizer  # noqa: B018 - imports nltk and reads the bundled punkt data
            self._splitter = SentenceSplitter(
                chunk_size=settings.chunk_tokens,
                chunk_overlap=settings.chunk_overlap_tokens,
                tokenizer=token_ids,
                include_metadata=True,
                include_prev_next_rel=False,
            )

    def chunk_page(self, page: PageText, base: ChunkMeta, first_index: int) -> list[TextNode]:
        """Chunks of one page; ``base`` carries the document-level metadata.

        ``first_index`` is the document-wide index of the first chunk of this page.
        """
        if not page.text.strip():
            return []
        page_meta = replace(base, page=page.page, page_label=page.label).as_dict()
        document = Document(
            id_=base.doc_id,
            text=page.text,
            metadata=page_meta,
            excluded_embed_metadata_keys=list(METADATA_KEYS),
            excluded_llm_metadata_keys=list(METADATA_KEYS),
        )
        nodes = self._splitter.get_nodes_from_documents([document])
        out: list[TextNode] = []
        cursor = 0
        for offset, node in enumerate(nodes):
            assert isinstance(node, TextNode)
            text = node.get_content(metadata_mode=MetadataMode.NONE)
            start = page.text.find(text, cursor)
            if start < 0:
                start = page.text.find(text)
            if start < 0:
                # The splitter only strips and joins original splits, so this should not happen;
                # keep the chunk citable at page level rather than drop text.
                logger.warning("chunk text not found verbatim on page %s of %s", page.page, base.source)
                start, end = 0, len(page.text)
            else:
                end = start + len(text)
                cursor = start + 1
            index = first_index + offset
            meta = replace(
                base,
                page=page.page,
                page_label=page.label,
                chunk_index=index,
                char_start=start,
                char_end=end,
                locator=locator(page.page, start, end),
            )
            node.id_ = chunk_id(base.doc_id, page.page, index)
            node.metadata = meta.as_dict()
            node.start_char_idx = start
            node.end_char_idx = end
            node.excluded_embed_metadata_keys = list(METADATA_KEYS)
            node.excluded_llm_metadata_keys = list(METADATA_KEYS)
            out.append(node)
        return out
