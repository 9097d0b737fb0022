// The classic theme's route progress bar, as its client module sets it up (no spinner).
import nprogress from 'nprogress';
import '@docusaurus/theme-classic/lib/nprogress.css';

nprogress.configure({ showSpinner: false });

export default nprogress;
