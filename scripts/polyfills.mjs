// Node 20 lacks Map.groupBy and Object.groupBy (Node 21+); some dev tools (vitest's reporter) call them.
// Node 20 is no longer supported (docs/decisions/node-versions.md); this keeps the tests running on a
// machine still on it.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, keyOf) => {
    const map = new Map();
    let i = 0;
    for (const item of items) {
      const key = keyOf(item, i++);
      const list = map.get(key);
      if (list) list.push(item);
      else map.set(key, [item]);
    }
    return map;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, keyOf) => {
    const out = Object.create(null);
    let i = 0;
    for (const item of items) (out[keyOf(item, i++)] ??= []).push(item);
    return out;
  };
}
