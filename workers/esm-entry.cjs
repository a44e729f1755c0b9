// The file piscina starts in each worker thread; it loads the worker module named in
// workerData with import(). Piscina require()s its worker file, and Node 20 loads an ES
// module required that way synchronously: a thread terminated in the middle of that load (a
// pool closed while a replacement worker starts, after a chunk failed) aborted the whole
// process on an assertion in Node's module loader. Loaded by import(), the module's load
// can be cut short safely. Piscina awaits `default` before the thread takes tasks; it reads
// `default` as written only from a module marked __esModule.
const { workerData } = require('node:worker_threads');

module.exports = { __esModule: true, default: import(workerData.entry).then((m) => m.default) };
