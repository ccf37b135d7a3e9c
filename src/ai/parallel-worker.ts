// A worker thread of a GamePool (parallel.ts): loads the cards and the games module once, then plays each game index
// it is sent and posts back what came of it.
import { parentPort, workerData } from 'node:worker_threads';
import { loadCards } from '../cards/index.js';
import { loadSetup, playOne, type WorkerReply, type WorkerRequest, type WorkerSetup } from './parallel.js';

const port = parentPort;
if (!port) throw new Error('parallel-worker.js runs as a worker thread of a GamePool');
const { module, options } = workerData as WorkerSetup;
loadCards();
const setup = await loadSetup<unknown>(module);
port.on('message', (index: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { index, outcome: playOne(setup, options, index) };
  } catch (e) {
    reply = { index, error: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
});
