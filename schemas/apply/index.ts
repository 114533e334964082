export * from '../applySources';
