//! `hopnim serve`: the local web page, to set up, analyse and play positions.

use std::net::{SocketAddr, ToSocketAddrs};

use anyhow::Context;
use clap::Args;

#[cfg(feature = "serve")]
use crate::output;

/// Serve the web page: set up positions, see every value, play the engine
///
/// Also serves the JSON API the page runs on. Stops on Ctrl-C.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The address to listen on, `HOST:PORT` (a name such as `localhost:9000` is
    /// looked up); loopback by default: the page is for this machine.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: String,
    /// Log one line per request on standard error.
    #[arg(long)]
    log: bool,
}

impl ServeArgs {
    #[cfg(feature = "serve")]
    pub fn run(self) -> anyhow::Result<()> {
        let addr = resolve(&self.addr)?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .context("cannot start the server's runtime")?;
        runtime
            .block_on(hopnim_web::serve(
                addr,
                self.log,
                hopnim_web::Limits::default(),
                hopnim_web::stop_signal(),
                |bound| {
                    output::note(format_args!(
                        "hopnim: serving the page on http://{bound}/ (Ctrl-C stops)"
                    ));
                },
            ))
            .with_context(|| format!("cannot serve on {}", self.addr))
    }

    #[cfg(not(feature = "serve"))]
    pub fn run(self) -> anyhow::Result<()> {
        let _ = (self.log, resolve(&self.addr)?);
        anyhow::bail!(
            "this hopnim was built without the web server: build it with the `serve` feature \
             (the default), e.g. cargo install --path crates/hopnim-cli"
        )
    }
}

/// The first address `text` (`HOST:PORT`) names.
fn resolve(text: &str) -> anyhow::Result<SocketAddr> {
    text.to_socket_addrs()
        .with_context(|| format!("cannot find the address {text} (write HOST:PORT)"))?
        .next()
        .with_context(|| format!("{text} names no address"))
}
