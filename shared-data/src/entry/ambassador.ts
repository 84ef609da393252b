/** shared-data/ambassador: catalog parts only the ambassador programme shows. */

export * from '../catalog/ambassador-programme';
