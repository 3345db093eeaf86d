import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";
import { CACHE_CONTROL, HOST_FILES, isHashedAsset } from "./security-headers.mjs";

/**
 * Picks the best precompressed variant of an in-memory page.
 * @param {string | undefined} acceptEncoding
 * @param {{ identity: Buffer, br?: Buffer, gzip?: Buffer }} variants
 */
function negotiate(acceptEncoding = "", variants) {
  if (variants.br && /\bbr\b/.test(acceptEncoding)) return { encoding: "br", body: variants.br };
  if (variants.gzip && /\bgzip\b/.test(acceptEncoding)) return { encoding: "gzip", body: variants.gzip };
  return { encoding: undefined, body: variants.identity };
}

/**
 * A request's path as the file server reads it (sirv: up to the query or fragment, then decodeURI), so that what is
 * decided by path (the headers, what is never served) is decided for the file that would be sent.
 * @param {string} url
 */
export function requestPath(url) {
  const path = url.split(/[?#]/, 1)[0] || "/";
  if (!path.includes("%")) return path;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Serves the built site: precompressed files, long caching for hashed assets, revalidation for the rest,
 * the not-found page with status 404. The file list is read once at start, so nothing outside the
 * build folder can ever be named by a request.
 * @param {string} root the build's client folder
 * @param {(pathname: string) => string} cspFor the Content-Security-Policy of a document at that path (assets need none)
 * @param {string} notFoundFile the not-found page, relative to `root`
 */
export function createStaticSite(root, cspFor, notFoundFile) {
  if (!existsSync(join(root, "index.html"))) {
    throw new Error(`No built site in ${root}: run "npm run build" first.`);
  }
  const files = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    dotfiles: false,
    setHeaders(res, pathname) {
      if (isHashedAsset(pathname)) {
        res.setHeader("Cache-Control", CACHE_CONTROL.hashedAsset);
      } else {
        res.setHeader("Cache-Control", CACHE_CONTROL.other);
        res.setHeader("Content-Security-Policy", cspFor(pathname));
      }
    },
  });

  const read = (/** @type {string} */ name) => (existsSync(join(root, name)) ? readFileSync(join(root, name)) : undefined);
  /** @type {Map<string, { identity: Buffer, br?: Buffer, gzip?: Buffer }>} */
  const pages = new Map();
  const page = (/** @type {string} */ name) => {
    let variants = pages.get(name);
    if (!variants) {
      const identity = read(name);
      if (!identity) throw new Error(`The build has no ${name}`);
      variants = { identity, br: read(`${name}.br`), gzip: read(`${name}.gz`) };
      pages.set(name, variants);
    }
    return variants;
  };
  page(notFoundFile);

  /**
   * One of the build's pages, with a status of its own: the not-found page, the form-error page.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} name the page's file in the build
   * @param {number} status
   */
  function sendPage(req, res, name, status) {
    const { encoding, body } = negotiate(String(req.headers["accept-encoding"] ?? ""), page(name));
    res.statusCode = status;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", cspFor("/"));
    res.setHeader("Cache-Control", CACHE_CONTROL.other);
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function serve(req, res) {
    const notFound = () => sendPage(req, res, notFoundFile, 404);
    if (HOST_FILES.includes(requestPath(req.url ?? "/"))) notFound();
    else files(req, res, notFound);
  }
  return { serve, sendPage, requirePage: page };
}
