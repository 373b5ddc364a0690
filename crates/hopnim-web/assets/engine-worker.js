// hopnim's engine off the page's thread: the library compiled to WebAssembly
// (hopnim.wasm), which engine.js compiles and sends here first (`{module}`), then one
// question at a time (`{id, bytes, call, args}`): the question's bytes written into
// the module's input, its export `call` called with `args`, the JSON reply read. The
// answer is `{id, status, body}`, or `{id, broken}` when the module failed (it is not
// used again). The page ends this worker to stop a question: a WebAssembly call
// cannot be interrupted.

let ready = null;

self.onmessage = async ({ data }) => {
  if (data.module) {
    ready = WebAssembly.instantiate(data.module, {});
    return;
  }
  const { id, bytes, call, args } = data;
  try {
    const x = await ready;
    const at = x.exports.hopnim_input(bytes.length);
    new Uint8Array(x.exports.memory.buffer, at, bytes.length).set(bytes);
    const status = x.exports[call](...args);
    const reply = new Uint8Array(x.exports.memory.buffer, x.exports.hopnim_output(), x.exports.hopnim_output_len());
    self.postMessage({ id, status, body: JSON.parse(new TextDecoder().decode(reply)) });
  } catch (error) {
    self.postMessage({ id, broken: String(error) });
  }
};
