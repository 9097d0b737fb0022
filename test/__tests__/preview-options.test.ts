import { previewOptions } from '../../scripts/preview';

describe('npm run preview options', () => {
  it('builds and serves on 127.0.0.1:3100 by default', () => {
    expect(previewOptions([])).toEqual({ port: 3100, network: false, build: true });
  });

  it('takes --port N or --port=N, --host for the network and --no-build', () => {
    expect(previewOptions(['--port', '3200', '--host'])).toEqual({ port: 3200, network: true, build: true });
    expect(previewOptions(['--port=3300', '--no-build'])).toEqual({ port: 3300, network: false, build: false });
  });

  it('refuses a port that is no port, naming it', () => {
    expect(() => previewOptions(['--port', 'abc'])).toThrow('--port must be a port number, not "abc".');
    expect(() => previewOptions(['--port'])).toThrow('--port needs a port number.');
    expect(() => previewOptions(['--port', '70000'])).toThrow('--port must be a port number, not "70000".');
  });
});
