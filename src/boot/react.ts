// The page's first start stage (scripts/build/start-stages.ts). React and React DOM are CommonJS
// modules, whose code runs when first imported: importing them here, in the stage's own chunk,
// runs it when that chunk is evaluated, in a task of its own before the entry's.
import 'react'
import 'react/jsx-runtime'
import 'react-dom/client'
