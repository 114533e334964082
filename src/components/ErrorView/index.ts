export { ErrorView, type ErrorViewProps } from './ErrorView';
