// LinkedIn's Documents API as the stand-in keeps it: a document is registered to its owner, its
// bytes are put once to the address it was given (a PDF, application/pdf, up to 100 MB and 300 pages),
// and a post may name it only once it is uploaded, by its owner, and only in one post.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { randomBytes } from 'node:crypto';
import { sendJson } from './oauth.mjs';

const MAX_BYTES = 100 * 1024 * 1024;
const MAX_PAGES = 300;
const UPLOAD_URL_TTL_MS = 60 * 60 * 1000;

const error = (res, status, message, code) => sendJson(res, status, { status, code, message });

/** How many pages a PDF reader finds; null when it is no PDF it can open. */
async function pageCountOf(bytes) {
  try {
    const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
    const pages = doc.numPages;
    await doc.destroy();
    return pages;
  } catch {
    return null;
  }
}

export class DocumentStore {
  #byId = new Map();
  #byUploadToken = new Map();
  #next = 4_100_000_000_000_000_000n;

  register(owner) {
    this.#next += 1n;
    const doc = {
      id: `urn:li:document:D${this.#next}`,
      owner,
      uploadToken: randomBytes(12).toString('hex'),
      uploadUrlExpiresAt: Date.now() + UPLOAD_URL_TTL_MS,
      status: 'WAITING_UPLOAD',
      bytes: 0,
      pages: 0,
      usedBy: null,
    };
    this.#byId.set(doc.id, doc);
    this.#byUploadToken.set(doc.uploadToken, doc);
    return doc;
  }

  get(id) {
    return typeof id === 'string' ? (this.#byId.get(id) ?? null) : null;
  }

  list() {
    return [...this.#byId.values()].map((d) => this.resource(d));
  }

  resource(d) {
    return { id: d.id, owner: d.owner, status: d.status, pages: d.pages, bytes: d.bytes, usedBy: d.usedBy };
  }

  /** The bytes of a registered document, put once by its owner to its upload address. */
  async upload(req, res, token, store) {
    const doc = this.#byUploadToken.get(token);
    if (!doc || doc.uploadUrlExpiresAt <= Date.now()) return error(res, 404, 'No such upload address.', 'NOT_FOUND');
    const auth = store.check(req, 'w_member_social');
    if (auth.status) return error(res, auth.status, 'Invalid access token', 'ACCESS_DENIED');
    if (`urn:li:person:${auth.grant.member.id}` !== doc.owner)
      return error(res, 403, 'Only the document’s owner may upload it.', 'ACCESS_DENIED');
    if (doc.status !== 'WAITING_UPLOAD') return error(res, 409, 'This document is already uploaded.', 'CONFLICT');
    if (
      String(req.headers['content-type'] ?? '')
        .split(';')[0]
        .trim() !== 'application/pdf'
    )
      return error(res, 415, 'Documents are uploaded as application/pdf.', 'UNSUPPORTED_MEDIA_TYPE');
    if (Number(req.headers['content-length'] ?? 0) > MAX_BYTES)
      return error(res, 413, `A document may be at most ${MAX_BYTES} bytes.`, 'PAYLOAD_TOO_LARGE');
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      if (size > MAX_BYTES) {
        req.destroy();
        return error(res, 413, `A document may be at most ${MAX_BYTES} bytes.`, 'PAYLOAD_TOO_LARGE');
      }
      chunks.push(chunk);
    }
    const bytes = Buffer.concat(chunks);
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
      return error(res, 400, 'The upload is not a PDF.', 'INVALID_DOCUMENT');
    const pages = await pageCountOf(bytes);
    if (pages === null) return error(res, 400, 'The PDF could not be read.', 'INVALID_DOCUMENT');
    if (pages > MAX_PAGES)
      return error(
        res,
        422,
        `A document may have at most ${MAX_PAGES} pages; this one has ${pages}.`,
        'TOO_MANY_PAGES',
      );
    Object.assign(doc, { status: 'AVAILABLE', bytes: size, pages });
    res.writeHead(201);
    return res.end();
  }

  /** Why a post by `person` may not carry this document, or null when it may. */
  refusal(doc, person, media) {
    if (!doc) return { status: 422, message: `Document ${String(media.id)} does not exist.`, code: 'INVALID_MEDIA' };
    if (doc.owner !== person)
      return { status: 403, message: 'The document belongs to another member.', code: 'ACCESS_DENIED' };
    if (doc.status !== 'AVAILABLE')
      return { status: 422, message: 'The document has not been uploaded yet.', code: 'MEDIA_NOT_READY' };
    if (doc.usedBy) return { status: 422, message: `Content is a duplicate of ${doc.usedBy}`, code: 'DUPLICATE_POST' };
    return null;
  }
}
