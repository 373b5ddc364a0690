//! `hopnim serve`: the local web page, to set up, analyse and play positions.

use std::ffi::OsString;
use std::net::{SocketAddr, ToSocketAddrs};

use anyhow::Context;
use clap::Args;

#[cfg(feature = "serve")]
use crate::output;

/// Serve the web page: set up positions, see every value, play the engine
///
/// Also serves the JSON API the page runs on. Stops on Ctrl-C.
///
/// Limits: 10 s for a request's headers and 10 s for the whole request (408), 256
/// connections at once; a client that reads nothing of its answer for 10 s is
/// dropped. Answers are written as the client reads them: the server holds at most
/// about 100 MB of answers whatever the clients do.
///
/// Only requests for the Host `localhost`, `127.0.0.1`, `[::1]` or the address
/// listened on (any port) are answered, and those for the names of `--allow-host`;
/// others get 421, so that no web page can read the API by having its own name
/// resolve to this machine (DNS rebinding). Every answer carries
/// `X-Content-Type-Options: nosniff`, a Content-Security-Policy allowing the page's
/// own files only, `X-Frame-Options: DENY` and `Referrer-Policy: no-referrer`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The address to listen on, `HOST:PORT` (a name such as `localhost:9000` is
    /// looked up); loopback by default: the page is for this machine.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: String,
    /// Log one line per request on standard error.
    #[arg(long)]
    log: bool,
    /// Also answer requests for the Host NAME (a name such as `pc.local`, or an
    /// address), with any port; repeatable, one name each, no wildcard (listening
    /// on 0.0.0.0 or [::] answers any address).
    #[arg(long = "allow-host", value_name = "NAME")]
    allow_host: Vec<HostName>,
}

/// A host name `--allow-host` takes: checked by the server's own rules where it is
/// built in.
#[cfg(feature = "serve")]
type HostName = hopnim_web::AllowedHost;
#[cfg(not(feature = "serve"))]
type HostName = String;

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
                hopnim_web::Config {
                    allowed_hosts: self.allow_host,
                    log: self.log,
                    ..hopnim_web::Config::default()
                },
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
        let _ = (self.log, self.allow_host, resolve(&self.addr)?);
        anyhow::bail!(
            "this hopnim was built without the web server: build it with the `serve` feature \
             (the default), e.g. cargo install --path crates/hopnim-cli"
        )
    }
}

/// clap's refusal of the command line `args` (the program's name first) of `serve`,
/// with a tip in clap's way where it refused `--port`, which people try: `did you
/// mean --addr 127.0.0.1:PORT?`, the port they gave written back when it is one (a
/// number below 65536). clap's words, and so the tip, are English in every language.
/// Any other refusal is returned as it is.
pub fn with_tip_toward_addr(mut error: clap::Error, args: &[OsString]) -> clap::Error {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let is_port = |arg: &str| arg == "--port" || arg.starts_with("--port=");
    let refused_port = error.kind() == ErrorKind::UnknownArgument
        && matches!(error.get(ContextKind::InvalidArg), Some(ContextValue::String(arg)) if is_port(arg));
    if !refused_port {
        return error;
    }
    let given = args.iter().map(|arg| arg.to_string_lossy());
    let mut after = given.skip_while(|arg| !is_port(arg));
    let port = match after.next() {
        Some(arg) if arg.starts_with("--port=") => Some(arg["--port=".len()..].to_owned()),
        Some(_) => after.next().map(|arg| arg.into_owned()),
        None => None,
    };
    let port = port
        .and_then(|text| text.parse::<u16>().ok())
        .map_or_else(|| "PORT".to_owned(), |port| port.to_string());
    let tip = format!("did you mean --addr 127.0.0.1:{port}?");
    error.insert(
        ContextKind::Suggested,
        ContextValue::StyledStrs(vec![tip.into()]),
    );
    error
}

/// The first address `text` (`HOST:PORT`) names.
fn resolve(text: &str) -> anyhow::Result<SocketAddr> {
    text.to_socket_addrs()
        .with_context(|| format!("cannot find the address {text} (write HOST:PORT)"))?
        .next()
        .with_context(|| format!("{text} names no address"))
}

#[cfg(all(test, feature = "serve"))]
mod tests {
    use clap::Parser;

    use super::ServeArgs;

    #[derive(Debug, Parser)]
    struct Command {
        #[command(flatten)]
        serve: ServeArgs,
    }

    #[test]
    fn allow_host_is_repeatable_and_refuses_a_port() {
        let command = Command::try_parse_from([
            "serve",
            "--allow-host",
            "PC.Local",
            "--allow-host",
            "10.0.0.7",
            "--allow-host",
            "::1",
        ])
        .unwrap();
        let hosts: Vec<String> = command
            .serve
            .allow_host
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(hosts, ["pc.local", "10.0.0.7", "[::1]"]);
        let error = Command::try_parse_from(["serve", "--allow-host", "pc.local:8080"])
            .unwrap_err()
            .to_string();
        assert!(error.contains("leave out the port"), "{error}");
    }

    /// Issue 50: `--allow-host '*'` served as if it allowed the host named `*`.
    #[test]
    fn allow_host_refuses_a_wildcard_saying_what_to_write() {
        let error = Command::try_parse_from(["serve", "--allow-host", "*"]).unwrap_err();
        assert_eq!(error.kind(), clap::error::ErrorKind::ValueValidation);
        let error = error.to_string();
        assert!(
            error.contains("a wildcard is not taken") && error.contains("--allow-host pc.local"),
            "{error}"
        );
    }
}
