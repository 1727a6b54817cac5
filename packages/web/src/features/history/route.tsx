export { default } from './components/history-page';
