"""The Dask run: on a local cluster of two worker processes, part files equal the single-process output."""

from __future__ import annotations

import gzip
import io
import itertools
import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from abstract_claims import Extractor
from abstract_claims.cli import app
from abstract_claims.distributed import (
    DistributedError,
    Partition,
    extract_with_dask,
    extractors_built,
    parse_blocksize,
    plan_partitions,
    require_dask,
)
from abstract_claims.export import write_jsonl
from abstract_claims.sources import ReadOptions, SourceDocument, read_documents

pytest.importorskip("distributed")

ROOT = Path(__file__).resolve().parent.parent
BLOCKSIZE = 16_000  # small blocks: the JSONL file below spreads over several partitions


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    from distributed import Client, LocalCluster

    cluster = LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None)
    session = Client(cluster)
    yield session
    session.close()
    cluster.close()


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory, seed_documents: list[SourceDocument]) -> list[str]:
    """A JSONL file of several blocks (arXiv-style records, one malformed line), a .jsonl.gz, a seeds file."""
    root = tmp_path_factory.mktemp("dask-inputs")
    lines = []
    for i, document in enumerate(seed_documents * 2):
        lines.append(json.dumps({"id": f"a{i}", "title": "t", "abstract": "  " + document.text + "\n"}))
        if i == 70:
            lines.append("{not json")
    (root / "abstracts.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    with gzip.open(root / "more.jsonl.gz", "wt", encoding="utf-8") as handle:
        for i, document in enumerate(seed_documents[:10]):
            handle.write(json.dumps({"id": f"b{i}", "text": document.text}) + "\n")
    shutil.copy(sorted((ROOT / "seeds").glob("*.txt"))[0], root / "seeds.txt")
    return [str(root / "abstracts.jsonl"), str(root / "more.jsonl.gz"), str(root / "seeds.txt")]


def _single_process(paths: list[str], extractor: Extractor) -> bytes:
    buffer = io.StringIO()
    write_jsonl(extractor.documents(read_documents(paths)), buffer)
    return buffer.getvalue().encode("utf-8")


def _concatenated(parts: list[Path]) -> bytes:
    return b"".join(part.read_bytes() for part in parts)


@pytest.mark.slow
def test_distributed_output_equals_single_process(client: Any, inputs: list[str], tmp_path: Path,
                                                  extractor: Extractor) -> None:  # fmt: skip
    run = extract_with_dask(inputs, tmp_path / "out", client=client, blocksize=BLOCKSIZE)
    assert len(run.parts) > 4  # the JSONL file was cut into blocks
    assert [p.name for p in run.parts] == sorted(p.name for p in (tmp_path / "out").glob("part-*.jsonl"))
    expected = _single_process(inputs, extractor)
    assert _concatenated(run.parts) == expected
    assert run.documents == expected.count(b"\n") and run.errors == 1


@pytest.mark.slow
def test_distributed_builds_one_extractor_per_worker(client: Any, inputs: list[str], tmp_path: Path) -> None:
    run = extract_with_dask(inputs, tmp_path / "out", client=client, blocksize=BLOCKSIZE)
    built = client.run(extractors_built)  # {worker address: extractors built in that process}
    assert len(built) == 2 and set(built.values()) <= {0, 1}
    assert len(run.parts) > sum(built.values())  # more partitions than pipelines: each worker reused its own


@pytest.mark.slow
def test_distributed_cli_with_scheduler_address(client: Any, inputs: list[str], tmp_path: Path,
                                                extractor: Extractor) -> None:  # fmt: skip
    out = tmp_path / "cli-out"
    arguments = ["dask", *inputs, "-o", str(out), "--scheduler", client.scheduler.address,
                 "--blocksize", "16kB"]  # fmt: skip
    result = CliRunner().invoke(app, arguments)
    assert result.exit_code == 1, result.output  # one record is malformed: it is written, with its error
    assert "part files" in result.stderr
    assert _concatenated(sorted(out.glob("part-*.jsonl"))) == _single_process(inputs, extractor)
    again = CliRunner().invoke(app, arguments)
    assert again.exit_code == 2 and "--overwrite" in again.stderr  # never mixes two runs' parts
    assert CliRunner().invoke(app, [*arguments, "--overwrite"]).exit_code == 1


def test_distributed_plan_cuts_jsonl_at_lines(inputs: list[str]) -> None:
    partitions = plan_partitions(inputs, ReadOptions(), blocksize=BLOCKSIZE)
    blocks = [p for p in partitions if p.path == inputs[0]]
    data = Path(inputs[0]).read_bytes()
    assert blocks[0].start == 0 and blocks[-1].end == len(data)
    for before, after in itertools.pairwise(blocks):
        assert before.end == after.start and data[after.start - 1 : after.start] == b"\n"
        assert after.first_line == data[: after.start].count(b"\n") + 1
    count = len(partitions)
    assert partitions[-2:] == [Partition(count - 2, inputs[1]), Partition(count - 1, inputs[2])]
    assert [p.index for p in partitions] == list(range(len(partitions)))


def test_distributed_plan_refuses_standard_input() -> None:
    with pytest.raises(DistributedError, match="standard input"):
        plan_partitions(["-"], ReadOptions())


@pytest.mark.parametrize("text,expected", [("64MiB", 64 * 2**20), ("16kB", 16_000), ("65536", 65536)])
def test_distributed_blocksize(text: str, expected: int) -> None:
    assert parse_blocksize(text) == expected


@pytest.mark.parametrize("text", ["lots", "0", "-5MB"])
def test_distributed_bad_blocksize(text: str) -> None:
    with pytest.raises(DistributedError, match="blocksize"):
        parse_blocksize(text)


def test_distributed_missing_dask_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    def no_dask(name: str) -> object:
        raise ImportError(f"No module named {name!r}", name=name)

    monkeypatch.setattr(importlib, "import_module", no_dask)
    with pytest.raises(DistributedError, match=r"abstract-claims\[dask\]"):
        require_dask()
