"""Exit codes, atomic output and determinism of ``abstract-claims extract``.

0 every document processed; 1 some documents carry errors (they are in the output); 2 usage or I/O error,
nothing written (an existing output file is left as it was); 130 interrupted; 141 standard output closed.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import pytest
from typer.testing import Result

from abstract_claims import cli as cli_module
from abstract_claims.errors import OutputError
from abstract_claims.export import (
    PARTIAL_SUFFIX,
    OutputFormat,
    atomic_output,
    check_output_path,
    write_documents,
)
from abstract_claims.models import DocumentClaims
from abstract_claims.sources import SourceDocument

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
CLI = [sys.executable, "-c", "from abstract_claims.cli import main; main()"]
GOOD = b'{"id": "a", "text": "We get 80% accuracy."}\n{"id": "b", "text": "A 3.3x speedup."}\n'


@pytest.fixture
def cli(in_process_cli: Callable[..., Result]) -> Callable[..., Result]:
    """`abstract-claims ARGS` in this process (see conftest.in_process_cli)."""
    return in_process_cli


def leftovers(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name.endswith(PARTIAL_SUFFIX))


# ---------------------------------------------------------------- exit codes


def test_exit_0_when_every_document_is_processed(
    cli: Callable[..., Result], seed_documents: list[SourceDocument], tmp_path: Path
) -> None:
    out = tmp_path / "claims.json"
    result = cli("extract", SEEDS, "-o", out)
    assert result.exit_code == 0, result.stderr
    records = json.loads(out.read_text(encoding="utf-8"))
    assert [r["doc_id"] for r in records] == [d.doc_id for d in seed_documents]
    assert result.stdout == "" and "documents" in result.stderr  # the summary goes to standard error


def test_exit_1_when_some_documents_have_errors_and_they_are_written(
    cli: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "in.jsonl"
    path.write_bytes(GOOD + b"{broken\n")
    result = cli("extract", path, "-q")
    assert result.exit_code == 1
    records = json.loads(result.stdout)  # standard output holds only the JSON document
    assert [(r["doc_id"], [e["code"] for e in r["errors"]]) for r in records] == [
        ("a", []),
        ("b", []),
        ("in.jsonl:3", ["E102"]),
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["extract", "{tmp}/missing.txt"], "[E105]"),
        (["extract", "{tmp}/in.jsonl", "--format", "xlsx"], "[E402] XLSX output needs a file"),
        (["extract", "{tmp}/in.jsonl", "--no-such-option"], "No such option"),
        (["extract", "{tmp}/in.jsonl", "--encoding", "nope"], "[E106]"),
        (["extract", "{tmp}/in.jsonl", "-o", "{tmp}/no/such/dir/out.json"], "[E401]"),
        (["extract", "{tmp}/in.jsonl", "-o", "{tmp}"], "[E401]"),
        (["extract", "{tmp}/in.jsonl", "-o", "{tmp}/in.jsonl"], "[E110]"),
        (["extract", "{tmp}/in.jsonl", "-o", "{tmp}/claims.txt"], "[E403] {tmp}/claims.txt: the extension .txt"),
        (["extract", "{tmp}/in.jsonl", "-o", "{tmp}/claims"], "[E403] {tmp}/claims: the extension (none)"),
        (["extract", "{tmp}/in.jsonl", "--format", "parquet"], "[E402] Parquet output needs a file"),
    ],
    ids=[
        "missing-input",
        "xlsx-to-stdout",
        "unknown-option",
        "unknown-encoding",
        "missing-output-dir",
        "output-is-directory",
        "output-is-input",
        "unknown-output-extension",
        "output-without-extension",
        "parquet-to-stdout",
    ],
)
def test_exit_2_for_usage_and_io_errors_writes_nothing(
    cli: Callable[..., Result], tmp_path: Path, args: list[str], message: str
) -> None:
    (tmp_path / "in.jsonl").write_bytes(GOOD)
    before = sorted(p.name for p in tmp_path.iterdir())
    result = cli(*(arg.format(tmp=tmp_path) for arg in args))
    assert result.exit_code == 2
    assert message.format(tmp=tmp_path) in result.stderr and result.stdout == ""
    assert "Traceback" not in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    assert (tmp_path / "in.jsonl").read_bytes() == GOOD


def test_error_messages_say_what_where_and_what_to_do(cli: Callable[..., Result], tmp_path: Path) -> None:
    (tmp_path / "in.jsonl").write_bytes(GOOD)
    result = cli("extract", tmp_path / "in.jsonl", "-o", tmp_path / "missing" / "out.json")
    assert result.stderr == (
        f"abstract-claims: error: [E401] {tmp_path / 'missing' / 'out.json'}: cannot write: "
        f"directory {tmp_path / 'missing'} does not exist; create it first or choose another -o\n"
    )


# ---------------------------------------------------------------- atomic output


def test_failing_run_leaves_an_existing_output_untouched(cli: Callable[..., Result], tmp_path: Path) -> None:
    good = tmp_path / "good.jsonl"
    good.write_bytes(GOOD)
    binary = tmp_path / "z.txt"  # read after good.jsonl: the run fails when its documents are half written
    binary.write_bytes(b"%PDF-1.5 binary")
    out = tmp_path / "claims.jsonl"
    out.write_bytes(b"previous results\n")
    os.chmod(out, 0o640)
    result = cli("extract", good, binary, "-o", out)
    assert result.exit_code == 2 and "[E108]" in result.stderr
    assert out.read_bytes() == b"previous results\n"
    assert leftovers(tmp_path) == []


def _records(count: int) -> Iterator[DocumentClaims]:
    for index in range(count):
        yield DocumentClaims(doc_id=f"d{index}")
    raise RuntimeError("simulated crash in the middle of the output")


@pytest.mark.parametrize("output_format", ["json", "jsonl"])
def test_interrupted_write_leaves_the_old_file(tmp_path: Path, output_format: str) -> None:
    out = tmp_path / f"claims.{output_format}"
    out.write_text("old complete file\n", encoding="utf-8")
    with pytest.raises(RuntimeError, match="simulated crash"):
        write_documents(_records(5_000), str(out), output_format)  # type: ignore[arg-type]
    assert out.read_text(encoding="utf-8") == "old complete file\n"
    assert leftovers(tmp_path) == []


def test_interrupted_write_leaves_no_file_when_there_was_none(tmp_path: Path) -> None:
    out = tmp_path / "claims.jsonl"
    with pytest.raises(KeyboardInterrupt), atomic_output(out) as handle:
        handle.write("partial")
        raise KeyboardInterrupt
    assert list(tmp_path.iterdir()) == []


def test_ctrl_c_exits_130_and_keeps_the_old_file(
    cli: Callable[..., Result], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    source = tmp_path / "in.jsonl"
    source.write_bytes(GOOD * 50)
    out = tmp_path / "claims.json"
    out.write_bytes(b"[]\n")
    write = cli_module.write_documents

    def interrupted_after_10(
        documents: Iterable[DocumentClaims], path: str | None, fmt: OutputFormat
    ) -> None:
        def stream() -> Iterator[DocumentClaims]:
            for index, record in enumerate(documents):
                if index == 10:
                    raise KeyboardInterrupt  # Ctrl-C while the output file is half written
                yield record

        write(stream(), path, fmt)

    monkeypatch.setattr(cli_module, "write_documents", interrupted_after_10)
    result = cli("extract", source, "-o", out)
    assert result.exit_code == 130
    assert result.stderr == f"abstract-claims: interrupted; {out} was left as it was\n"
    assert out.read_bytes() == b"[]\n" and leftovers(tmp_path) == []


def test_replaced_file_keeps_its_permissions_and_new_files_follow_the_umask(tmp_path: Path) -> None:
    existing = tmp_path / "existing.jsonl"
    existing.write_text("old", encoding="utf-8")
    os.chmod(existing, 0o640)
    write_documents([DocumentClaims(doc_id="a")], str(existing), "jsonl")
    assert stat.S_IMODE(existing.stat().st_mode) == 0o640
    fresh = tmp_path / "fresh.jsonl"
    write_documents([DocumentClaims(doc_id="a")], str(fresh), "jsonl")
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o666 & ~umask


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere")
def test_unwritable_output_directory_is_refused_before_any_work(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    os.chmod(locked, 0o500)
    try:
        with pytest.raises(OutputError, match=r"\[E401\] .*no permission"):
            check_output_path(locked / "out.json")
    finally:
        os.chmod(locked, 0o700)


# ---------------------------------------------------------------- standard output


def test_closed_standard_output_stops_quietly(tmp_path: Path) -> None:
    source = tmp_path / "many.jsonl"
    source.write_text(
        "".join(json.dumps({"id": str(i), "text": f"We get {i}% more."}) + "\n" for i in range(3_000)),
        encoding="utf-8",
    )
    process = subprocess.Popen(
        [*CLI, "extract", str(source), "-f", "jsonl"], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.read(100)  # like `| head -c 100`
    process.stdout.close()
    stderr = process.stderr.read().decode()
    assert process.wait(timeout=120) == 141
    assert first.startswith(b'{"doc_id": "0"')
    assert stderr == "", stderr  # no traceback, no "error: None: Broken pipe"


# ---------------------------------------------------------------- determinism


def _run(*args: str, hash_seed: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    return subprocess.Popen(
        [*CLI, "extract", str(SEEDS), "-f", "jsonl", "-q", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def _output(process: subprocess.Popen[bytes]) -> bytes:
    stdout, stderr = process.communicate(timeout=300)
    assert process.returncode == 0, stderr.decode()[-2000:]
    return stdout


def test_output_is_identical_under_different_hash_seeds() -> None:
    runs = [_run(hash_seed="0"), _run(hash_seed="1")]  # side by side: two cores
    first, second = (_output(run) for run in runs)
    assert first and first == second


def test_output_is_identical_with_one_or_two_workers() -> None:
    runs = [_run("--workers", "1", hash_seed="2"), _run("--workers", "2", hash_seed="3")]
    one, two = (_output(run) for run in runs)
    assert one and one == two
