//! The server's tests, one test binary: each module the tests of one concern (the
//! router's answers, the costly questions, the guards, the lessons, the limits, the view).

mod common;

mod api;
mod costly;
mod guard;
mod lessons;
mod limits;
mod view;
