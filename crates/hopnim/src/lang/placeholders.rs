//! The names of the placeholders a Fluent message uses, in its text and its
//! selectors: read by the catalogue and by the build script that checks every
//! message the code names (`build.rs` includes this file as a module of its own).

use std::collections::BTreeSet;

use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement};

/// The names of the variables `pattern` uses, in its text and its selectors, added
/// to `names`.
pub fn pattern_names<'s>(pattern: &Pattern<&'s str>, names: &mut BTreeSet<&'s str>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_names(expression, names);
        }
    }
}

/// The names of the variables `expression` uses.
fn expression_names<'s>(expression: &Expression<&'s str>, names: &mut BTreeSet<&'s str>) {
    let inline = match expression {
        Expression::Inline(inline) => inline,
        Expression::Select { selector, variants } => {
            for variant in variants {
                pattern_names(&variant.value, names);
            }
            selector
        }
    };
    match inline {
        InlineExpression::VariableReference { id } => {
            names.insert(id.name);
        }
        InlineExpression::Placeable { expression } => expression_names(expression, names),
        _ => {}
    }
}
