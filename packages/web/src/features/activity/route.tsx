export { default } from './components/activity-page';
