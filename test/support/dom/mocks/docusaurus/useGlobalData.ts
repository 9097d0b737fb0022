/** Plugin global data seen by components under test; tests set it with setTestPluginData. */
let pluginData: Record<string, unknown> = {};

export function usePluginData(name: string): unknown {
  return pluginData[name];
}

export default function useGlobalData(): Record<string, { default: unknown }> {
  return Object.fromEntries(Object.entries(pluginData).map(([name, data]) => [name, { default: data }]));
}

export function setTestPluginData(name: string, data: unknown): void {
  pluginData = { ...pluginData, [name]: data };
}

export function resetPluginData(): void {
  pluginData = {};
}
