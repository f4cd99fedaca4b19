// Decorators of type-graphql and MikroORM need the metadata polyfill before any entity loads.
import 'reflect-metadata';
