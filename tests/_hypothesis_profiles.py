"""Hypothesis settings for the property and fuzz tests (used by those modules, not loaded globally).

``HYPOTHESIS_PROFILE`` picks one:
- ``ci`` (default): bounded, so the whole suite stays fast; derandomized, so every run tries the same
  examples and a failure reproduces;
- ``dev``: ten times the examples, random;
- ``fuzz``: the long run, two hundred times the examples, random::

      HYPOTHESIS_PROFILE=fuzz .venv/bin/python -m pytest tests/test_properties.py -x

Each test names its example count for ``ci``; :func:`fuzz_settings` scales it for the profile chosen.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")
_SCALE = {"ci": 1, "dev": 10, "fuzz": 200}

settings.register_profile(
    "abstract-claims-ci",
    deadline=None,
    derandomize=True,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)
settings.register_profile(
    "abstract-claims-random", parent=settings.get_profile("abstract-claims-ci"), derandomize=False
)


def fuzz_settings(max_examples: int) -> settings:
    """Settings for a test that runs ``max_examples`` examples in CI, scaled by ``HYPOTHESIS_PROFILE``."""
    scale = _SCALE.get(PROFILE, 1)
    base = settings.get_profile("abstract-claims-ci" if scale == 1 else "abstract-claims-random")
    return settings(base, max_examples=max_examples * scale)
