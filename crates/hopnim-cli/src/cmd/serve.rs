//! `hopnim serve`: the local web page, to set up, analyse and play positions.

use std::net::SocketAddr;

use anyhow::Context;
use clap::Args;
use hopnim_web::Limits;

use crate::output;

/// Serves the web page: set up a position, see the value of every row and every move,
/// and play the engine. Stops on Ctrl-C.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The address to listen on (loopback by default: the page is for this machine).
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// Log one line per request on standard error.
    #[arg(long)]
    log: bool,
}

impl ServeArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .context("cannot start the server's runtime")?;
        runtime
            .block_on(hopnim_web::serve(
                self.addr,
                self.log,
                Limits::default(),
                stop_signal(),
                |bound| {
                    output::note(format_args!(
                        "hopnim: serving the page on http://{bound}/ (Ctrl-C stops)"
                    ));
                },
            ))
            .with_context(|| format!("cannot serve on {}", self.addr))
    }
}

/// Completes on Ctrl-C (SIGINT) or, on Unix, SIGTERM.
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        if let Ok(mut terminate) = signal(SignalKind::terminate()) {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = terminate.recv() => {}
            }
            return;
        }
    }
    let _ = tokio::signal::ctrl_c().await;
}
