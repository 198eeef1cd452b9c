"""abstract-claims: typed claims with exact source spans from ML paper abstracts."""

from __future__ import annotations

__version__ = "0.1.0"

from .extractor import Extractor, extract, extract_document
from .models import (
    Claim,
    DatasetClaim,
    DocumentClaims,
    DocumentError,
    MethodClaim,
    MetricClaim,
    ModelClaim,
    ModelSizeClaim,
    NumberClaim,
    ResultClaim,
)

__all__ = [
    "Claim",
    "DatasetClaim",
    "DocumentClaims",
    "DocumentError",
    "Extractor",
    "MethodClaim",
    "MetricClaim",
    "ModelClaim",
    "ModelSizeClaim",
    "NumberClaim",
    "ResultClaim",
    "__version__",
    "extract",
    "extract_document",
]
