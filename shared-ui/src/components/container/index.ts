export { Container, type ContainerProps, type ContainerSize } from './container';
