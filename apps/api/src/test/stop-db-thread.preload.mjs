// Loaded with `node --import` into a server under test: on SIGUSR2 it terminates every worker thread the
// process started, as a crash of the embedded database's thread would end it. No production code knows.
import { syncBuiltinESMExports } from 'node:module';
import threads from 'node:worker_threads';

const started = [];
const Original = threads.Worker;
threads.Worker = class extends Original {
  constructor(...args) {
    super(...args);
    started.push(this);
  }
};
syncBuiltinESMExports();
process.on('SIGUSR2', () => {
  for (const worker of started) void worker.terminate();
});
