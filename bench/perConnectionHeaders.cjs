// autocannon `setupClient` (a file, as its worker threads need): each connection sends the headers of its own
// person, from BENCH_CONNECTION_HEADERS (a JSON list, one header set per connection, given by stepSave.bench.ts).
const sets = JSON.parse(process.env.BENCH_CONNECTION_HEADERS || '[]');
let next = 0;

module.exports = function setupClient(client) {
  const headers = sets[next % sets.length];
  next += 1;
  if (headers) client.setHeaders(headers);
};
