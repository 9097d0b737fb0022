import { nodeSupportWarning } from '../node-support';

describe('nodeSupportWarning', () => {
  const today = new Date('2026-11-26T12:00:00Z');

  it('says nothing on a supported LTS line', () => {
    expect(nodeSupportWarning('v24.11.1', today)).toBeNull();
    expect(nodeSupportWarning('v22.21.0', today)).toBeNull();
  });

  it('warns on a line past its end of life, naming the day', () => {
    expect(nodeSupportWarning('v20.20.2', today)).toBe(
      'Node v20.20.2 reached its end of life on 2026-04-30 and gets no more security fixes: install Node 22 or 24 LTS.',
    );
    expect(nodeSupportWarning('v25.2.0', today)).toMatch(/end of life on 2026-06-01/);
    // On its last day a line is still supported.
    expect(nodeSupportWarning('v20.20.2', new Date('2026-04-30T20:00:00Z'))).toBeNull();
  });

  it('warns below the supported minimum', () => {
    expect(nodeSupportWarning('v20.18.3', new Date('2026-01-01'))).toBe(
      'Node v20.18.3 is older than 20.19.0, the oldest this server supports: install Node 22 or 24 LTS.',
    );
  });

  it('says nothing about a line it does not know yet', () => {
    expect(nodeSupportWarning('v28.0.0', today)).toBeNull();
  });
});
