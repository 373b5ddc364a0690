//! What keeps other web pages out: the `Host` allow-list (a page of another site that
//! has its name resolve to this machine, DNS rebinding, gets no answer), the API's
//! refusal of questions a page of another site sends, and the security headers of
//! every answer.

use std::fmt;
use std::net::{IpAddr, Ipv6Addr};
use std::str::FromStr;
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::header::{
    CONTENT_SECURITY_POLICY, HOST, REFERRER_POLICY, X_CONTENT_TYPE_OPTIONS, X_FRAME_OPTIONS,
};
use axum::http::uri::Authority;
use axum::http::{HeaderName, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::problem::Problem;

/// The page's Content-Security-Policy: its scripts, style and icon are its own
/// files (no inline script or style, no WebAssembly: the served page asks the API),
/// it asks only its own server, and no other page may frame it.
pub const CONTENT_SECURITY_POLICY_VALUE: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// Adds the security headers to an answer (errors included): no type sniffing, the
/// [`CONTENT_SECURITY_POLICY_VALUE`], no framing, no referrer, and no reading by
/// pages of other sites.
pub(crate) async fn security_headers(mut response: Response) -> Response {
    let headers = response.headers_mut();
    let values = [
        (X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_VALUE),
        (X_FRAME_OPTIONS, "DENY"),
        (REFERRER_POLICY, "no-referrer"),
        (
            HeaderName::from_static("cross-origin-resource-policy"),
            "same-origin",
        ),
    ];
    for (name, value) in values {
        headers.insert(name, HeaderValue::from_static(value));
    }
    response
}

/// Refuses an API question that a browser says comes from a page of another origin
/// (`Sec-Fetch-Site: cross-site` or `same-site`, as a page on another port of this
/// machine is): 403 with the API's JSON error, before any work is done. The page's own
/// questions are `same-origin`; a question typed or sent by a program (curl, a
/// script) carries no such header, or `none`, and is answered. Links to the page
/// itself are not API questions, and are answered from anywhere.
pub(crate) async fn refuse_other_sites(request: Request, next: Next) -> Response {
    let site = request.headers().get(SEC_FETCH_SITE);
    if let Some(site) = site.filter(|site| is_other_origin(site.as_bytes())) {
        return Problem::new(
            StatusCode::FORBIDDEN,
            format!(
                "the API answers the page of its own server, not a page of another \
                 site (Sec-Fetch-Site: {})",
                String::from_utf8_lossy(site.as_bytes())
            ),
        )
        .into_response();
    }
    next.run(request).await
}

/// The `Sec-Fetch-Site` request header (Fetch Metadata).
const SEC_FETCH_SITE: HeaderName = HeaderName::from_static("sec-fetch-site");

/// Whether a `Sec-Fetch-Site` value names a page of another origin.
fn is_other_origin(site: &[u8]) -> bool {
    site.eq_ignore_ascii_case(b"cross-site") || site.eq_ignore_ascii_case(b"same-site")
}

/// A host the server answers for, besides its own address and the loopback names:
/// a name (`pc.local`, any letter case) or an IP address (`192.168.1.5`, `::1` or
/// `[::1]`), without a port (any port is allowed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllowedHost(Host);

/// A host as compared: an address, or a name in lower case without a final dot.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Host {
    Ip(IpAddr),
    Name(String),
}

impl Host {
    /// The host of an authority (`HOST[:PORT]`, from a `Host` header or a URI).
    fn of_authority(authority: &Authority) -> Host {
        let host = authority.host();
        if let Some(inner) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']'))
            && let Ok(ip) = inner.parse::<Ipv6Addr>()
        {
            return Host::Ip(IpAddr::V6(ip));
        }
        match host.parse::<IpAddr>() {
            Ok(ip) => Host::Ip(ip),
            Err(_) => {
                let name = host.strip_suffix('.').unwrap_or(host);
                Host::Name(name.to_ascii_lowercase())
            }
        }
    }
}

/// Why a text is not a host to allow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadHost(String);

impl fmt::Display for BadHost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadHost {}

impl FromStr for AllowedHost {
    type Err = BadHost;

    fn from_str(text: &str) -> Result<AllowedHost, BadHost> {
        if let Ok(ip) = text.parse::<Ipv6Addr>() {
            return Ok(AllowedHost(Host::Ip(IpAddr::V6(ip))));
        }
        let bad = |why: &str| {
            BadHost(format!(
                "`{}` is not a host name: {why}",
                hopnim::phrase::Quoted::new(text)
            ))
        };
        if text.contains('*') {
            return Err(bad(
                "a wildcard is not taken (any web page could then read the API by having its \
                 own name resolve to this machine); give each name the page is opened by, one \
                 --allow-host each, such as --allow-host pc.local (listening on 0.0.0.0 or \
                 [::] already answers any address)",
            ));
        }
        if text.contains(['@', '/', '?', '#']) {
            return Err(bad("write a name or an address alone"));
        }
        let authority: Authority = text
            .parse()
            .map_err(|_| bad("write a name or an address alone"))?;
        if authority.port().is_some() {
            return Err(bad("leave out the port (any port is allowed)"));
        }
        if authority.host().is_empty() {
            return Err(bad("it is empty"));
        }
        let host = Host::of_authority(&authority);
        if let Host::Name(name) = &host
            && !name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
        {
            return Err(bad(
                "a name holds letters, digits, `-`, `_` and `.` only (one name a --allow-host)",
            ));
        }
        Ok(AllowedHost(host))
    }
}

impl fmt::Display for AllowedHost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Host::Ip(IpAddr::V6(ip)) => write!(f, "[{ip}]"),
            Host::Ip(ip) => ip.fmt(f),
            Host::Name(name) => f.write_str(name),
        }
    }
}

/// The hosts the server answers for.
#[derive(Debug)]
pub(crate) struct HostAllowList {
    /// `localhost`, the loopback addresses, the listening address and the extra ones.
    hosts: Vec<Host>,
    /// Listening on every address (`0.0.0.0`, `[::]`): any address literal is one of
    /// the server's; only names are checked.
    any_address: bool,
}

impl HostAllowList {
    /// The hosts of a server listening on `listening`, plus `extra`.
    pub(crate) fn new(listening: IpAddr, extra: &[AllowedHost]) -> HostAllowList {
        let mut hosts = vec![
            Host::Name("localhost".to_owned()),
            Host::Ip(IpAddr::from([127, 0, 0, 1])),
            Host::Ip(IpAddr::V6(Ipv6Addr::LOCALHOST)),
            Host::Ip(listening),
        ];
        hosts.extend(extra.iter().map(|host| host.0.clone()));
        HostAllowList {
            hosts,
            any_address: listening.is_unspecified(),
        }
    }

    fn allows(&self, host: &Host) -> bool {
        (self.any_address && matches!(host, Host::Ip(_))) || self.hosts.contains(host)
    }
}

/// Refuses a request whose `Host` (or the authority of its target) is not one the
/// server answers for: 421 with the API's JSON error; 400 without a `Host`, with more
/// than one (RFC 9112, section 3.2) or with a malformed one.
pub(crate) async fn check_host(
    State(allowed): State<Arc<HostAllowList>>,
    request: Request,
    next: Next,
) -> Response {
    let authorities = match authorities_named(&request) {
        Ok(authorities) => authorities,
        Err(problem) => return problem.into_response(),
    };
    for authority in &authorities {
        if authority.as_str().contains('@') || !allowed.allows(&Host::of_authority(authority)) {
            return Problem::new(
                StatusCode::MISDIRECTED_REQUEST,
                format!(
                    "this server does not answer for the host `{}` (hopnim serve \
                     --allow-host NAME adds one)",
                    shortened(authority.as_str())
                ),
            )
            .into_response();
        }
    }
    next.run(request).await
}

/// The hosts a request names: its one `Host` header's and its target's (in absolute
/// form, `GET http://host/ HTTP/1.1`), or the 400 for a request without a `Host`,
/// with more than one, or with a malformed one.
fn authorities_named(request: &Request) -> Result<Vec<Authority>, Problem> {
    let bad = |error: String| Problem::new(StatusCode::BAD_REQUEST, error);
    let mut headers = request.headers().get_all(HOST).iter();
    let header = match (headers.next(), headers.next()) {
        (_, Some(_)) => return Err(bad("the request has more than one Host header".to_owned())),
        (header, None) => header,
    };
    let target = request.uri().authority();
    if header.is_none() && target.is_none() {
        return Err(bad("the request has no Host header".to_owned()));
    }
    let header = header.map(|value| {
        let text = String::from_utf8_lossy(value.as_bytes());
        text.parse::<Authority>()
            .ok()
            .filter(is_well_formed)
            .ok_or_else(|| {
                bad(format!(
                    "the Host header `{}` is malformed",
                    shortened(&text)
                ))
            })
    });
    let target = target.map(|authority| {
        Some(authority.clone())
            .filter(is_well_formed)
            .ok_or_else(|| {
                let shown = shortened(authority.as_str());
                bad(format!(
                    "the request's target names a malformed host `{shown}`"
                ))
            })
    });
    header.into_iter().chain(target).collect()
}

/// Whether an authority is `[USERINFO@]HOST[:PORT]` with a port, if any, of at most
/// 65535 (RFC 3986's port is any run of digits, which `Authority` takes).
fn is_well_formed(authority: &Authority) -> bool {
    let text = authority.as_str();
    let after_userinfo = text.rsplit_once('@').map_or(text, |(_, rest)| rest);
    match after_userinfo.strip_prefix(authority.host()) {
        Some("") => true,
        Some(port) => port.strip_prefix(':').is_some_and(|digits| {
            digits.bytes().all(|byte| byte.is_ascii_digit())
                && (digits.is_empty() || digits.parse::<u16>().is_ok())
        }),
        None => false,
    }
}

/// A text an error names, cut to its first 100 characters.
fn shortened(text: &str) -> String {
    text.chars().take(100).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn host(text: &str) -> Host {
        Host::of_authority(&text.parse().unwrap())
    }

    #[test]
    fn loopback_names_and_the_listening_address_are_allowed_with_any_port() {
        let list = HostAllowList::new("192.168.1.5".parse().unwrap(), &[]);
        for allowed in [
            "localhost",
            "LocalHost:8080",
            "localhost.:1",
            "127.0.0.1:9",
            "[::1]:8080",
            "[::1]",
            "192.168.1.5:8080",
        ] {
            assert!(list.allows(&host(allowed)), "{allowed}");
        }
        for refused in [
            "evil.example",
            "evil.example:8080",
            "localhost.evil.example",
            "127.0.0.2:8080",
            "[::2]",
            "10.0.0.1",
        ] {
            assert!(!list.allows(&host(refused)), "{refused}");
        }
    }

    #[test]
    fn on_every_address_any_address_but_no_other_name_is_allowed() {
        let list = HostAllowList::new("0.0.0.0".parse().unwrap(), &[]);
        assert!(list.allows(&host("10.0.0.1:8080")));
        assert!(list.allows(&host("[fe80::1]:8080")));
        assert!(!list.allows(&host("pc.local:8080")));
    }

    #[test]
    fn an_authority_is_well_formed_with_a_port_of_at_most_65535() {
        for good in [
            "localhost",
            "localhost:8080",
            "localhost:",
            "localhost:0",
            "localhost:65535",
            "localhost:00080",
            "[::1]",
            "[::1]:8080",
            "user@localhost:80",
            "127.0.0.1:1",
        ] {
            assert!(is_well_formed(&good.parse().unwrap()), "{good}");
        }
        for bad in [
            "localhost:abc",
            "localhost:65536",
            "localhost:99999999999",
            "localhost:+80",
            "localhost:8080,evil.example",
            "localhost:80:80",
            "[::1]:x",
            "127.0.0.1:-1",
        ] {
            let refused = bad
                .parse::<Authority>()
                .map_or(true, |a| !is_well_formed(&a));
            assert!(refused, "{bad}");
        }
    }

    #[test]
    fn extra_hosts_are_read_and_allowed() {
        let extra: Vec<AllowedHost> = ["PC.Local", "10.0.0.7", "::7", "[::8]"]
            .iter()
            .map(|text| text.parse().unwrap())
            .collect();
        let names: Vec<String> = extra.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["pc.local", "10.0.0.7", "[::7]", "[::8]"]);
        let list = HostAllowList::new("127.0.0.1".parse().unwrap(), &extra);
        for allowed in [
            "pc.local:8080",
            "PC.LOCAL",
            "10.0.0.7:1",
            "[::7]:80",
            "[::8]",
        ] {
            assert!(list.allows(&host(allowed)), "{allowed}");
        }
        assert!(!list.allows(&host("other.local")));
        for bad in ["", "pc.local:8080", "a b", "user@pc", "pc/x", "[::1]:80"] {
            assert!(bad.parse::<AllowedHost>().is_err(), "{bad}");
        }
    }

    /// Issue 50: `--allow-host '*'` was taken as the host named `*`, so that it allowed
    /// nothing and said nothing. A wildcard is refused, saying what to write instead,
    /// and so is a name of characters no host name has.
    #[test]
    fn a_wildcard_or_a_list_is_refused_saying_what_to_write() {
        for wildcard in ["*", "*.local", "pc.*"] {
            let error = wildcard.parse::<AllowedHost>().unwrap_err().to_string();
            assert!(
                error.starts_with(&format!(
                    "`{wildcard}` is not a host name: a wildcard is not taken"
                )),
                "{error}"
            );
            assert!(error.contains("--allow-host pc.local"), "{error}");
        }
        for odd in ["pc.local,lan.local", "pc;x", "pc!", "a+b", "pc$"] {
            let error = odd.parse::<AllowedHost>().unwrap_err().to_string();
            assert!(error.contains("letters, digits"), "{odd}: {error}");
        }
        for fine in [
            "pc-1.local",
            "my_pc.lan",
            "PC.Local.",
            "192.168.1.5",
            "[::1]",
        ] {
            assert!(fine.parse::<AllowedHost>().is_ok(), "{fine}");
        }
    }
}
