"""``python -m abstract_claims``: the command line, as the ``abstract-claims`` script runs it."""

from __future__ import annotations

from .cli import main

if __name__ == "__main__":
    main()
