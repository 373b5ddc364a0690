//! The catalogue's laws: each language's Fluent files parse cleanly, every language
//! holds English's messages with the same placeholders, every rule set names its own
//! words, and the page names only messages of page.ftl. (That every message the Rust
//! code names exists with the placeholders it gives, the compiler checks: see
//! `hopnim::phrase`.)

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use fluent_syntax::ast::Entry;
use fluent_syntax::parser;
use hopnim::game::Rules;
use hopnim::game::rules::{MoveStory, Word};
use hopnim::lang::{CATALOGUE_FILES, Lang, catalogue_source, placeholders_of};
use hopnim::phrase::Phrase;

/// Each message of a file and the names of the placeholders it uses.
type Messages = BTreeMap<String, BTreeSet<String>>;

/// The messages of `lang`'s `file` with their placeholders (the library's reading,
/// [`placeholders_of`]); panics on a syntax error, a term, an attribute, a message
/// without a value or an id given twice.
fn messages(lang: Lang, file: &str) -> Messages {
    let source = catalogue_source(lang, file).expect("a catalogue file");
    let resource = parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("{lang}/{file} does not parse: {errors:?}"));
    let mut ids = BTreeSet::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let id = message.id.name;
                assert!(
                    message.attributes.is_empty(),
                    "{lang}/{file}: {id} has attributes, which the code never reads"
                );
                assert!(message.value.is_some(), "{lang}/{file}: {id} has no value");
                assert!(ids.insert(id), "{lang}/{file}: {id} twice");
            }
            Entry::Term(term) => panic!("{lang}/{file}: term -{} (use messages)", term.id.name),
            Entry::Junk { content } => panic!("{lang}/{file}: junk {content:?}"),
            Entry::Comment(_) | Entry::GroupComment(_) | Entry::ResourceComment(_) => {}
        }
    }
    let messages: Messages = placeholders_of(lang, file)
        .into_iter()
        .map(|(id, names)| {
            (
                id.to_owned(),
                names.into_iter().map(str::to_owned).collect(),
            )
        })
        .collect();
    assert_eq!(
        messages.len(),
        ids.len(),
        "{lang}/{file}: every message read"
    );
    messages
}

/// Every message of `lang`, across its files.
fn all_messages(lang: Lang) -> Messages {
    let mut all = Messages::new();
    for file in CATALOGUE_FILES {
        for (id, names) in messages(lang, file) {
            assert!(
                all.insert(id.clone(), names).is_none(),
                "{lang}: {id} in two files"
            );
        }
    }
    all
}

#[test]
fn no_message_is_in_two_files_of_a_language() {
    for lang in Lang::ALL {
        assert!(all_messages(lang).contains_key("count-pieces"), "{lang}");
    }
}

/// Every language but English: each is held to English, so a language added is
/// checked the day it lands.
fn translations() -> impl Iterator<Item = Lang> {
    Lang::ALL.into_iter().filter(|&lang| lang != Lang::En)
}

#[test]
fn every_language_holds_the_messages_of_english_with_the_same_placeholders() {
    for file in CATALOGUE_FILES {
        let english = messages(Lang::En, file);
        for lang in translations() {
            let translated = messages(lang, file);
            let (en_ids, ids): (BTreeSet<_>, BTreeSet<_>) =
                (english.keys().collect(), translated.keys().collect());
            assert_eq!(
                en_ids.difference(&ids).collect::<Vec<_>>(),
                Vec::<&&String>::new(),
                "{lang}/{file}: missing what English has"
            );
            assert_eq!(
                ids.difference(&en_ids).collect::<Vec<_>>(),
                Vec::<&&String>::new(),
                "{lang}/{file}: holds what English lacks"
            );
            for (id, names) in &english {
                assert_eq!(
                    names, &translated[id],
                    "{lang}/{file}: {id} has other placeholders than in English"
                );
            }
        }
    }
}

/// Each rule set names its own words (`rules-<name>-…`), and every language says
/// them. That the messages exist the compiler checks: the ids are constants built
/// from the catalogue.
#[test]
fn every_rule_set_names_its_own_words_and_every_language_says_them() {
    for rules in Rules::ALL {
        let set = rules.set();
        let own = format!("rules-{}-", set.name);
        let story = MoveStory {
            row: 1,
            piece: 1,
            stair: 1,
            cells: 1,
            coins: (1, 0),
            pictures: ("1:1*", "none"),
            values: "",
        };
        let mut phrases: Vec<Phrase> = Word::ALL.map(|word| set.word(word).into()).to_vec();
        phrases.extend([set.move_story(&story), set.move_size(1), set.step(2)]);
        for phrase in phrases {
            assert!(phrase.id().starts_with(&own), "{rules}: {}", phrase.id());
            for lang in Lang::ALL {
                assert!(
                    !lang.say(phrase.clone()).is_empty(),
                    "{lang} {}",
                    phrase.id()
                );
            }
        }
    }
}

#[test]
fn placeholders_are_filled_without_isolation_marks() {
    let text = hopnim::say!(Lang::ZhCn, "count-pieces", count = 7);
    assert_eq!(text, "7 枚棋子");
    assert!(!text.contains(['\u{2068}', '\u{2069}']));
}

/// The page's message ids its files name: every word `page-…` in the HTML and the
/// scripts of hopnim-web's assets (`data-l10n="page-…"`, `data-l10n-attr="…:page-…"`,
/// `t("page-…")`).
fn ids_in_page() -> BTreeSet<String> {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../hopnim-web/assets");
    let mut ids = BTreeSet::new();
    for entry in fs::read_dir(&assets).expect("the page's assets") {
        let path = entry.expect("an entry").path();
        if !matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("html" | "js")
        ) {
            continue;
        }
        let text = fs::read_to_string(&path).expect("a page file");
        for (at, _) in text.match_indices("page-") {
            let before = text[..at].chars().next_back();
            if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
                continue;
            }
            let id: String = text[at..]
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                .collect();
            // `page-…` in a comment names no message.
            let id = id.trim_end_matches('-');
            if id != "page" {
                ids.insert(id.to_owned());
            }
        }
    }
    ids
}

#[test]
fn every_message_the_page_names_is_in_both_catalogues_and_page_ftl_holds_no_other() {
    let named = ids_in_page();
    assert!(
        named.contains("page-title") && named.contains("page-load") && named.len() > 40,
        "the scan finds the page's ids: {named:?}"
    );
    for lang in Lang::ALL {
        let page: BTreeSet<String> = messages(lang, "page.ftl").into_keys().collect();
        let missing: Vec<&String> = named.difference(&page).collect();
        assert!(missing.is_empty(), "{lang}/page.ftl lacks {missing:?}");
        let unused: Vec<&String> = page.difference(&named).collect();
        assert!(
            unused.is_empty(),
            "{lang}/page.ftl: the page never names {unused:?}"
        );
    }
}

#[test]
fn the_page_gets_every_message_of_page_ftl_with_its_placeholders_to_fill() {
    for lang in Lang::ALL {
        let labels = hopnim::lang::messages_of(lang, "page.ftl");
        assert_eq!(
            labels.keys().copied().collect::<BTreeSet<_>>(),
            messages(lang, "page.ftl")
                .keys()
                .map(String::as_str)
                .collect()
        );
        assert!(labels["page-streak"].contains("{count}"), "{lang}");
    }
    let labels = hopnim::lang::messages_of(Lang::En, "page.ftl");
    assert_eq!(labels["page-load"], "Load");
    assert!(labels["page-loaded"].contains("{board}"));
}

#[test]
fn the_chinese_reads_as_a_chinese_teacher_would_write_it() {
    // The second native review's faults that live in words (its numbers in comments).
    use hopnim::say;
    let zh = Lang::ZhCn;
    // N4, N11, N16: no "其中 0 步…却是败着"; the misère note by the title; 种 for
    // alternatives.
    assert_eq!(
        say!(
            zh,
            "view-puzzle",
            seed = "4",
            level = 1,
            moves = 7,
            tempting = 0,
            misere = "yes"
        ),
        "谜题 4，难度 1（反常规则：无法走棋的一方获胜）：这 7 种着法中只有一种是胜着；没有看似诱人的败着。"
    );
    assert_eq!(
        say!(zh, "terminal-puzzle-tempting", moves = 7, tempting = 0),
        "诱人的败着：无（共 7 种着法）"
    );
    assert_eq!(
        say!(zh, "terminal-puzzle-tempting", moves = 9, tempting = 3),
        "诱人的败着：9 种着法中有 3 种"
    );
    // N3: every class glossed in Chinese words.
    assert!(say!(zh, "page-history-hint").ends_with(
        "★ 最佳（赢得最快，或输得最慢）、+ 好棋（仍能取胜，但不是最快）、\
         ?! 过急（本已必败，却没有尽量拖延）、?? 失误（把必胜走成了必败）。回合：双方各走一步为一回合。"
    ));
    // N5: no space between two Chinese words of a review line.
    assert_eq!(
        say!(zh, "review-move", number = 1, player = "first", move = "1:5->6", class = "好棋", remoteness = "", best = ""),
        "第 1 步（先手）：1:5->6，好棋"
    );
    // N6, N19 (in English too): true under Welter's rules as well.
    for lang in [Lang::En, zh] {
        assert!(!say!(lang, "page-stairs-heading").contains("Nim"));
    }
    assert_eq!(say!(zh, "page-legend-win"), "这枚棋子有胜着");
    assert_eq!(say!(Lang::En, "page-legend-lose"), "every move of it loses");
    // N7: the game's name once (Welter's with no 规则), and the refusal says that it refuses.
    let unproved = say!(
        zh,
        "game-unproved-width",
        rules = "welter",
        proved = 24,
        width = 31
    );
    assert_eq!(
        say!(
            zh,
            "cli-unproved",
            why = unproved.as_str(),
            rules = "welter"
        ),
        "Welter 游戏的反常版本（misère）只对宽度不超过 24 格的行证明过胜负，而这里的行宽 31 格，\
         任何答案都只能是猜测，因此不作回答（证明可用 hopnim verify --misere --rules welter 复核）"
    );
    // N8: a landing is not a move.
    assert_eq!(
        say!(
            zh,
            "view-piece-lands-winning",
            row = 1,
            column = 6,
            landings = "7、8、9",
            winning = "7",
            count = 1
        ),
        "1:6 的棋子可以落在 7、8、9，其中落在 7 是胜着"
    );
    // N12, N13, N14, N15, N25, N30.
    assert_eq!(
        say!(zh, "page-puzzle-failed", says = "不是这一步。"),
        "不是这一步。连胜中断。"
    );
    assert_eq!(
        say!(zh, "terminal-play-hint-wins-in", move = "1:6->7", moves = 27),
        "提示：1:6->7 是胜着（当前剩余 27 步）"
    );
    assert_eq!(
        say!(zh, "terminal-play-undone", moves = "1:1->2"),
        "已收回：1:1->2"
    );
    assert_eq!(
        say!(zh, "terminal-play-illegal", why = "1:19 上没有棋子"),
        "这步棋不能走：1:19 上没有棋子"
    );
    assert!(!say!(zh, "refusal-over-budget").contains("问题"));
    assert_eq!(say!(zh, "page-scorecard-played"), "对局数");
}

#[test]
fn the_chinese_takes_a_move_back_in_one_word_and_says_what_a_reader_can_type() {
    // The third native review's faults that live in the catalogue's words.
    use hopnim::say;
    let zh = Lang::ZhCn;
    // One word for taking a move back, on the button as in the messages.
    let taking_back = [
        say!(zh, "page-undo"),
        say!(zh, "view-nothing-to-undo"),
        say!(zh, "view-took-back-one"),
        say!(zh, "view-took-back-both"),
        say!(zh, "terminal-play-cannot-undo"),
        say!(zh, "terminal-play-undone", moves = "1:1->2"),
    ];
    for said in &taking_back {
        assert!(said.contains("收回") && !said.contains('悔'), "{said}");
    }
    assert_eq!(
        say!(zh, "view-nothing-to-undo"),
        "你还没有走过棋：没有可以收回的着法"
    );
    // An ambiguous move is told how to name its landing, with nothing to copy that
    // is not a move.
    let cells: &[u32] = &[2, 3, 4];
    let ambiguous = say!(
        zh,
        "board-refused-ambiguous",
        row = 1,
        column = 1,
        rules = "welter",
        allowed = cells
    );
    assert!(!ambiguous.contains("->D"), "{ambiguous}");
    assert!(ambiguous.ends_with("请写明落点，即在 1:1 后加上 -> 和落点的列号"));
    // 规则 belongs to the hop and slide rules, not to Welter's game.
    let unproved = |rules| {
        say!(
            zh,
            "game-unproved-width",
            rules = rules,
            proved = 24,
            width = 31
        )
    };
    assert!(unproved("welter").starts_with("Welter 游戏的反常版本（misère）"));
    assert!(unproved("hop").starts_with("跳子规则的反常版本（misère）"));
    assert!(unproved("slide").starts_with("滑动规则的反常版本（misère）"));
    // The cancelled search, worded as its neighbours.
    assert_eq!(say!(zh, "refusal-cancelled"), "所需的搜索已被取消");
}
