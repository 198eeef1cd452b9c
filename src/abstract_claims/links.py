"""Where a document's paper can be read: a link built from its id when the id is an arXiv identifier."""

from __future__ import annotations

import re

# New-style ids (since 2007: 0704.0001, 2503.11750, with an optional version) and old-style ones
# (hep-th/9901001, math.GT/0309136), optionally written with the "arXiv:" prefix.
_ARXIV_ID = re.compile(r"(?:arxiv:)?((?:\d{4}\.\d{4,5}|[a-z][a-z-]*(?:\.[A-Z]{2})?/\d{7})(?:v\d+)?)",
                       re.IGNORECASE)  # fmt: skip
ARXIV_ABS = "https://arxiv.org/abs/"


def paper_url(doc_id: str) -> str | None:
    """The arXiv abstract page of a document whose id is an arXiv identifier, else None."""
    match = _ARXIV_ID.fullmatch(doc_id.strip())
    return ARXIV_ABS + match.group(1) if match else None
