import { resourceCallsOf, type ApiCall, type ResourceDef } from '@bo/contract';

/**
 * The contract calls of one table definition (packages/contract src/api/calls/resources.ts), by their name after
 * `{resource}.` (list, chart, create ... export.post, detail): the routes of a table screen or a report are
 * registered from them with routeCall, so their paths, methods and schemas are written once, in the contract.
 */
export function callsOf(def: ResourceDef): (key: string) => ApiCall {
  const calls = new Map(resourceCallsOf(def).map((c) => [c.name.slice(def.name.length + 1), c]));
  return (key) => {
    const call = calls.get(key);
    if (!call) throw new Error(`Resource ${def.name} has no ${key} call in the contract`);
    return call;
  };
}
