/** Public surface of the part-images module: its routes. Other modules import only this. */
export { partImageRoutes } from './part-images.routes';
