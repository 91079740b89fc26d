"""``python -m rag_core``: see :mod:`rag_core.cli`."""

import sys

from rag_core.cli import main

if __name__ == "__main__":  # not when a spawned process (rag_core.judge.parallel) imports this module
    sys.exit(main())
