import { describe, expect, it } from 'vitest'
import { needsOf, needsSearch } from './needs'

describe("the events route's search", () => {
  it('reads the filter form as the browser sends it, in the filters\' order whatever the address\'s', () => {
    const sent = Object.fromEntries(new URLSearchParams('spanish=on&quiet-room=on&low-noise=yes&page=2'))
    const search = needsSearch(sent)
    expect(search).toEqual({ spanish: 'on', 'quiet-room': 'on' })
    expect(needsOf(search)).toEqual(['quiet-room', 'spanish'])
  })

  it('asks for nothing when no filter is on', () => {
    expect(needsSearch({ 'quiet-room': 'off', 'low-noise': true })).toEqual({})
    expect(needsOf({})).toEqual([])
  })
})
