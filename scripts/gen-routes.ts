// Writes src/routeTree.gen.ts from src/routes, as the router's Vite plugin does on
// `vite dev`/`vite build`, so the typecheck can run before any build.
import { Generator, getConfig } from '@tanstack/router-generator'
import { root } from './stack/functions.ts'

const config = getConfig({ target: 'react', routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }, root)
await new Generator({ config, root }).run()
console.log('src/routeTree.gen.ts is up to date')
