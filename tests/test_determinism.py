"""The same input gives the same bytes: across hash seeds (fresh processes) and across runs in one process."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from abstract_claims.cli import app

ROOT = Path(__file__).resolve().parent.parent
ARGS = ["extract", "seeds/", "--format", "jsonl"]
HASH_SEEDS = ["0", "1", "12345"]


def run_with_hash_seed(seed: str) -> bytes:
    script = shutil.which("abstract-claims", path=str(Path(sys.executable).parent))
    assert script, "the abstract-claims console script is not installed next to this Python"
    command = [script, *ARGS]
    env = {**os.environ, "PYTHONHASHSEED": seed}
    completed = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, timeout=120, check=False)
    assert completed.returncode == 0, completed.stderr.decode()
    return completed.stdout


@pytest.fixture(scope="module")
def outputs_by_hash_seed() -> dict[str, bytes]:
    return {seed: run_with_hash_seed(seed) for seed in HASH_SEEDS}


def in_process_run() -> bytes:
    """One run as the command line does it, building its own Extractor."""
    result = CliRunner().invoke(app, ARGS)
    assert result.exit_code == 0, result.stderr
    return result.stdout_bytes


@pytest.mark.parametrize("seed", HASH_SEEDS[1:])
def test_determinism_output_is_byte_identical_under_other_hash_seeds(
    outputs_by_hash_seed: dict[str, bytes], seed: str
) -> None:
    reference = outputs_by_hash_seed[HASH_SEEDS[0]]
    lines = reference.decode("utf-8").splitlines()
    assert len(lines) > 50 and sum(len(json.loads(line)["claims"]) for line in lines) > 300
    assert outputs_by_hash_seed[seed] == reference


def test_determinism_two_in_process_runs_are_identical(
    outputs_by_hash_seed: dict[str, bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    first, second = in_process_run(), in_process_run()
    assert first == second
    assert first == outputs_by_hash_seed[HASH_SEEDS[0]]  # and the same as a fresh process
