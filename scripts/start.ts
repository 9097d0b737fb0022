import { ensureBuild } from './ensure-build';

// `npm start`: a fresh build when the sources changed, then the production server.
ensureBuild();
void import('../server/main');
