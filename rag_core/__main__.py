"""``python -m rag_core``: see :mod:`rag_core.cli`."""

import sys

from rag_core.cli import main

sys.exit(main())
