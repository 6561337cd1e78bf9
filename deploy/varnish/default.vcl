vcl 4.1;

# Varnish 7 in front of the shop (README 'Behind Varnish', docs/architecture.md 'HTTP cache').
# Needs Debian's varnish and varnish-modules (xkey). Caches pages and their RSC payloads by host and
# URL, purges them by the cache tags the shop names in `xkey` (the shop sends
# `PURGE /` with `xkey-purge: <tags>` on every revalidation, HTTP_CACHE_PURGE_URL), and never caches
# visitor data: the API, cart, checkout, account pages, previews or anything the shop marks private.

import cookie;
import xkey;

# The shop (server.mjs). Point it at your instances; with several, use a directors round robin.
backend default {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
}

# Who may purge: the shop's own machines.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "xkey-purge header missing"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged));
    }
    # The shop answers TRACE itself with 405; nothing else is cached but GET and HEAD.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Visitor data: never from the cache, and the shopper's cookies go through untouched.
    if (req.url ~ "^/api/" ||
        req.url ~ "^/(cart|checkout|account|customer|wishlist|tabletop|preview|prismic-preview)(/|\?|$)" ||
        req.http.Cookie ~ "(^|;\s*)__prerender_bypass=") {
        return (pass);
    }
    # A cacheable page depends on no cookie but those that choose its store, language or segment
    # (the shop says `Vary: Cookie` where they do): keep only those, so a cart, consent or analytics
    # cookie neither bypasses the cache nor splits it.
    if (req.http.Cookie) {
        cookie.parse(req.http.Cookie);
        cookie.keep("storefront,NEXT_LOCALE,sw-segment,sw-audience");
        set req.http.Cookie = cookie.get_string();
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
    }
    # Builtin rules would pass any request with an Authorization header; the shop sends none for pages.
    return (hash);
}

sub vcl_backend_response {
    # What the shop marks private, or sets a cookie on, is never stored: remembered as uncacheable
    # for a minute so requests for it are not queued behind each other.
    if (beresp.http.Cache-Control ~ "(private|no-store|no-cache)" || beresp.http.Set-Cookie) {
        set beresp.ttl = 60s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # Fresh for the shop's s-maxage; after that served stale for up to a day while one request
    # fetches the new page in the background. A purge drops both at once.
    set beresp.grace = 24h;
    return (deliver);
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # Tags are for this cache only.
    unset resp.http.xkey;
}
