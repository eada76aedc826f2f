import fp from 'fastify-plugin';

/**
 * `Expect: 100-continue` answered when the body is wanted, not before. Node's HTTP server sends
 * 100 Continue as soon as it has the headers; a client (the site's proxy) then sends the body while the
 * API refuses one over its limit (413) and closes the connection under it, so the client gets a reset
 * instead of the 413. Here the request goes to Fastify at once, and 100 Continue is sent only when a body
 * within the route's limit is about to be read: a body that is too long is refused before it is sent.
 * An answer given without the body (401, 404, 413) ends the connection, as Node does for such answers.
 */
export default fp(
  async (app) => {
    app.server.on('checkContinue', (request, response) => app.server.emit('request', request, response));

    app.addHook('preParsing', (request, reply, payload, done) => {
      if (request.headers.expect?.toLowerCase() === '100-continue') {
        const length = Number(request.headers['content-length'] ?? 0);
        const multipart = request.headers['content-type']?.startsWith('multipart/') === true;
        // Fastify's parsers refuse a JSON body over the limit from its Content-Length, without reading it;
        // multipart bodies are read, and capped, by the handler (one longer than MAX_FORM_BYTES was refused by
        // the multipart plugin's own hook before this one).
        if (multipart || !(length > request.routeOptions.bodyLimit)) reply.raw.writeContinue();
      }
      done(null, payload);
    });
  },
  { name: 'expect-continue' },
);
