//! Criterion micro-benchmarks of the judge path: the readers over an HDU-size input
//! (seeded, so every run reads the same bytes), and the row formulas.

use std::hint::black_box;
use std::io;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use hopnim::game::Variant;
use hopnim::judge::{JudgeInput, JudgeReader, JudgeSpec, Source, input_text};
use hopnim::random::Prng;
use hopnim::{Row, Staircase, Threads, WideRow, grundy_of_mask};
use hopnim_setter::generate::{Answers, Family, GenSpec, PieceCounts, generate};

/// The largest HDU input: T = 100, n = 1000, random rows of width 20 (about 2.8 MB).
fn hdu_max_input() -> Vec<u8> {
    let spec = GenSpec {
        seed: 5724,
        tests: 0,
        rows: 0,
        width: 20,
        pieces: PieceCounts::any(20),
        family: Family::Max,
        answers: Answers::Any,
        variant: Variant::default(),
    };
    input_text(&generate(&spec).expect("the max family generates")).into_bytes()
}

fn readers(c: &mut Criterion) {
    let input = hdu_max_input();
    let spec = JudgeSpec::default();
    let mut group = c.benchmark_group("judge");
    group.throughput(Throughput::Bytes(input.len() as u64));
    group.sample_size(20);
    group.bench_function("plain reader", |b| {
        b.iter(|| {
            JudgeReader::new(black_box(&input[..]), spec)
                .answers()
                .filter(|wins| *wins.as_ref().unwrap())
                .count()
        })
    });
    for threads in [1, 2] {
        let threads = Threads::new(threads).unwrap();
        group.bench_with_input(
            BenchmarkId::new("fast, in memory", threads),
            &threads,
            |b, &threads| {
                b.iter(|| {
                    JudgeInput::new(Source::Bytes(black_box(&input)), spec)
                        .with_threads(threads)
                        .solve(io::sink())
                        .unwrap()
                })
            },
        );
    }
    group.bench_function("fast, streamed", |b| {
        b.iter(|| {
            JudgeInput::new(Source::Stream(Box::new(black_box(&input[..]))), spec)
                .solve(io::sink())
                .unwrap()
        })
    });
    group.finish();
}

fn rows(c: &mut Criterion) {
    let mut prng = Prng::new(1, 0);
    let masks: Vec<u64> = (0..4096).map(|_| prng.below(1 << 20)).collect();
    let mut group = c.benchmark_group("row");
    group.throughput(Throughput::Elements(masks.len() as u64));
    group.bench_function("grundy_of_mask, width 20", |b| {
        b.iter(|| {
            masks
                .iter()
                .fold(0, |a, &m| a ^ grundy_of_mask(black_box(m)))
        })
    });
    group.bench_function("stairs, width 20", |b| {
        b.iter(|| {
            masks
                .iter()
                .map(|&m| Row::new(20, black_box(m)).unwrap().stairs().piles().len())
                .sum::<usize>()
        })
    });
    let rows: Vec<WideRow> = masks
        .iter()
        .map(|&m| Row::new(20, m).unwrap().into())
        .collect();
    group.bench_function("wide row grundy, width 20", |b| {
        b.iter(|| {
            rows.iter()
                .fold(0, |a, row| a ^ black_box(row).grundy().value())
        })
    });
    group.finish();
}

// The macros define undocumented functions.
#[allow(missing_docs)]
mod harness {
    use super::*;
    criterion_group!(benches, readers, rows);
}
criterion_main!(harness::benches);
