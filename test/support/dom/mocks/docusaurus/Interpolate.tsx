export { default } from './Translate';
