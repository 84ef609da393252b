/** shared-data/digital: catalog parts only the development studio shows. */

export * from '../catalog/digital-projects';
export * from '../catalog/technologies';
