"""The task role: the task a result's sentence names (wired to :func:`abstract_claims.tasks.result_task`)."""

from __future__ import annotations

from collections.abc import Sequence

from ..entities import TextView
from ..tasks import TaskMention, result_task


def task_of(view: TextView, number_start: int, tasks: Sequence[TaskMention]) -> tuple[int, str] | None:
    """Index of the task mention for the value at ``number_start`` and the rule that chose it: the nearest
    task named before the value in its sentence, else the first after it."""
    index = result_task(view, number_start, tasks)
    if index is None:
        return None
    return index, "result/task-before-value" if tasks[index].end <= number_start else "result/task-after-value"
