export * from './auth';
export * from './mail';
export * from './platform';
export * from './enquiries';
export * from './billing';
export * from './library';
export * from './audit';
export * from './reviews';
