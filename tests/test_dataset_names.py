"""A dataset's name with all of it: its year or release ('BraTS 2021', 'MultiWOZ 2.4') and a scale letter the
tokenizer splits off its digits ('COD10K'), whichever rule found the name (guidelines: 'AIME 2024', 'CLPsych 2025')."""

from __future__ import annotations

import pytest

from abstract_claims import extract


def _claims(text: str) -> set[tuple[str, str]]:
    return {(c.type, c.text) for c in extract(text)}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We propose a semi-supervised, two-stage framework that extends the ReCoSeg approach to the larger and more "
         "heterogeneous BraTS 2021 dataset.", "BraTS 2021"),
        ("Evaluated on the ANHIR 2019 and ACROBAT 2022 datasets spanning multiple organs and scanning conditions, "
         "STAR consistently produced stable alignments.", "ACROBAT 2022"),
        ("Our approach yields substantial improvements across two benchmarks (MultiWOZ 2.4 and {\\tau}-Bench).",
         "MultiWOZ 2.4"),
        ("We employ the YOLOv5 object detection algorithm, fine-tuned on a public dataset (TimberSeg 1.0), to detect "
         "individual timber logs.", "TimberSeg 1.0"),
    ],
)
def test_a_year_or_release_after_a_dataset_is_part_of_its_name(text: str, name: str) -> None:
    claims = _claims(text)
    assert ("dataset", name) in claims
    release = name.rsplit(" ", 1)[1]
    assert ("number", release) not in claims  # the edition is no reported number


@pytest.mark.parametrize(
    ("text", "name", "number"),
    [
        ("Our model reaches 85.1 on GSM8K 2.5 points higher than the baseline.", "GSM8K", "2.5"),
        ("Our detector scores on COCO 2.3 AP higher than the strongest baseline.", "COCO", "2.3"),
    ],
)
def test_a_number_after_a_dataset_that_the_phrase_measures_stays_a_number(text: str, name: str,
                                                                           number: str) -> None:  # fmt: skip
    claims = _claims(text)
    assert ("dataset", name) in claims
    assert any(type_ == "number" and text_.startswith(number) for type_, text_ in claims)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Through supervised experiments and ablations on the COD10K dataset as well as low-data subsets of COCO and "
         "ADE20K, we show that incorporating fixed text embeddings as input improves segmentation performance.",
         "COD10K"),
        ("On the TT100K dataset, our method achieves a state-of-the-art 78.4% mAP in the long-tail detection task.",
         "TT100K"),
    ],
)
def test_a_scale_letter_glued_to_an_acronyms_digits_is_part_of_the_name(text: str, name: str) -> None:
    claims = _claims(text)
    assert ("dataset", name) in claims
    assert not any(text_ == name[:-1] for _, text_ in claims)
