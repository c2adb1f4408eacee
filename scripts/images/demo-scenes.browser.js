// The painter of the demo images (scripts/images/draw-demo-images.ts loads this file into a
// Chromium page as plain JavaScript, so nothing the TypeScript runner adds reaches the page).
// Friendly flat illustrations made of shapes: skies, hills, trees, houses, tables, easels and
// rounded figures with no faces of real people; a portrait is a drawn avatar. Each scene is a
// list of [shape, ...arguments] in percent of the picture (x of its width, y of its height,
// sizes of its height), painted on a canvas; a demo logo or badge is its SVG drawing, drawn over
// the whole canvas. The variants are scaled from it as the media library's own processing does
// (src/features/cms/lib/process-image.ts).
;(() => {
  const TAU = Math.PI * 2
  let g, W, H
  const X = (p) => (p / 100) * W
  const Y = (p) => (p / 100) * H
  const S = (p) => (p / 100) * H

  function roundRect(x, y, w, h, r, colour) {
    g.fillStyle = colour
    g.beginPath()
    g.roundRect(x, y, w, h, r)
    g.fill()
  }
  function circle(x, y, r, colour) {
    g.fillStyle = colour
    g.beginPath()
    g.arc(x, y, r, 0, TAU)
    g.fill()
  }

  const shapes = {
    sky(top, bottom) {
      const grad = g.createLinearGradient(0, 0, 0, H)
      grad.addColorStop(0, top)
      grad.addColorStop(1, bottom)
      g.fillStyle = grad
      g.fillRect(0, 0, W, H)
    },
    room(wall, floor, floorAt = 72) {
      g.fillStyle = wall
      g.fillRect(0, 0, W, H)
      g.fillStyle = floor
      g.fillRect(0, Y(floorAt), W, H - Y(floorAt))
    },
    window(x, y, w, h, sky = '#bfe3f5') {
      roundRect(X(x) - S(1.2), Y(y) - S(1.2), X(w) + S(2.4), Y(h) + S(2.4), S(1.5), '#ffffff')
      roundRect(X(x), Y(y), X(w), Y(h), S(1), sky)
      circle(X(x + w * 0.72), Y(y + h * 0.3), S(h * 0.14), '#ffd46b')
      g.fillStyle = '#ffffff'
      g.fillRect(X(x + w / 2) - S(0.6), Y(y), S(1.2), Y(h))
      g.fillRect(X(x), Y(y + h / 2) - S(0.6), X(w), S(1.2))
    },
    sun(x, y, r, colour = '#ffc94d') {
      circle(X(x), Y(y), S(r * 1.35), 'rgba(255,214,110,0.35)')
      circle(X(x), Y(y), S(r), colour)
    },
    moon(x, y, r) {
      circle(X(x), Y(y), S(r), '#fff4c7')
    },
    stars(...points) {
      for (const [x, y] of points) circle(X(x), Y(y), S(0.5), '#fff8dc')
    },
    cloud(x, y, size) {
      const c = 'rgba(255,255,255,0.92)'
      circle(X(x), Y(y), S(size), c)
      circle(X(x) + S(size * 1.1), Y(y) - S(size * 0.4), S(size * 1.2), c)
      circle(X(x) + S(size * 2.3), Y(y), S(size * 0.9), c)
      roundRect(X(x) - S(size * 0.2), Y(y), S(size * 2.9), S(size * 0.9), S(size * 0.45), c)
    },
    hill(colour, base, lift, phase = 0) {
      g.fillStyle = colour
      g.beginPath()
      g.moveTo(0, Y(base))
      g.bezierCurveTo(W * (0.25 + phase), Y(base - lift), W * (0.6 - phase), Y(base + lift / 2), W, Y(base - lift / 2))
      g.lineTo(W, H)
      g.lineTo(0, H)
      g.closePath()
      g.fill()
    },
    path(colour, fromX, toX) {
      g.fillStyle = colour
      g.beginPath()
      g.moveTo(X(fromX - 8), H)
      g.bezierCurveTo(X(fromX), Y(85), X(toX - 10), Y(78), X(toX), Y(66))
      g.lineTo(X(toX + 3), Y(66))
      g.bezierCurveTo(X(toX), Y(80), X(fromX + 14), Y(88), X(fromX + 18), H)
      g.closePath()
      g.fill()
    },
    tree(x, ground, size, leaf = '#3f9a5b') {
      roundRect(X(x) - S(size * 0.12), Y(ground) - S(size), S(size * 0.24), S(size), S(size * 0.08), '#8a5a3b')
      circle(X(x), Y(ground) - S(size * 1.05), S(size * 0.5), leaf)
      circle(X(x) - S(size * 0.32), Y(ground) - S(size * 0.8), S(size * 0.36), leaf)
      circle(X(x) + S(size * 0.34), Y(ground) - S(size * 0.82), S(size * 0.38), leaf)
    },
    house(x, ground, size, wall = '#f6e7cf', roof = '#d2583b', lit = false) {
      const w = S(size * 1.3)
      const h = S(size)
      const left = X(x) - w / 2
      roundRect(left, Y(ground) - h, w, h, S(1), wall)
      g.fillStyle = roof
      g.beginPath()
      g.moveTo(left - S(size * 0.12), Y(ground) - h + S(0.5))
      g.lineTo(X(x), Y(ground) - h - S(size * 0.6))
      g.lineTo(left + w + S(size * 0.12), Y(ground) - h + S(0.5))
      g.closePath()
      g.fill()
      const pane = lit ? '#ffd66e' : '#9fd3ef'
      roundRect(left + w * 0.12, Y(ground) - h * 0.72, w * 0.26, h * 0.3, S(0.6), pane)
      roundRect(left + w * 0.62, Y(ground) - h * 0.72, w * 0.26, h * 0.3, S(0.6), pane)
      roundRect(left + w * 0.4, Y(ground) - h * 0.5, w * 0.2, h * 0.5, S(0.6), '#7a4a32')
    },
    figure(x, ground, size, body, skin = '#c98e6b', hair = '#3b2a20') {
      const head = S(size * 0.17)
      roundRect(X(x) - S(size * 0.22), Y(ground) - S(size * 0.7), S(size * 0.44), S(size * 0.7), S(size * 0.2), body)
      circle(X(x), Y(ground) - S(size * 0.88), head, skin)
      g.fillStyle = hair
      g.beginPath()
      g.arc(X(x), Y(ground) - S(size * 0.9), head * 1.02, Math.PI, TAU)
      g.fill()
    },
    table(x, top, w, colour = '#b9794f') {
      roundRect(X(x), Y(top), X(w), S(2.4), S(1), colour)
      roundRect(X(x) + S(2), Y(top), S(1.6), S(16), S(0.6), colour)
      roundRect(X(x + w) - S(3.6), Y(top), S(1.6), S(16), S(0.6), colour)
    },
    books(x, top, colours = ['#2b6cb0', '#e06f45', '#38a169']) {
      colours.forEach((c, i) => roundRect(X(x) + i * S(2.6), Y(top) - S(8 + (i % 2) * 2), S(2.2), S(8 + (i % 2) * 2), S(0.4), c))
    },
    plant(x, top, size = 8) {
      roundRect(X(x) - S(size * 0.3), Y(top) - S(size * 0.45), S(size * 0.6), S(size * 0.45), S(size * 0.08), '#d2693c')
      for (const [dx, dy, r] of [[-0.25, -0.75, 0.28], [0.25, -0.8, 0.3], [0, -1.05, 0.32]]) {
        circle(X(x) + S(size * dx), Y(top) + S(size * dy), S(size * r), '#3f9a5b')
      }
    },
    cup(x, top) {
      roundRect(X(x), Y(top) - S(4), S(3.2), S(4), S(0.8), '#4f86c6')
      g.strokeStyle = '#4f86c6'
      g.lineWidth = S(0.7)
      g.beginPath()
      g.arc(X(x) + S(3.6), Y(top) - S(2.2), S(1), -Math.PI / 2, Math.PI / 2)
      g.stroke()
    },
    shelf(x, y, w, colour = '#a86b45') {
      roundRect(X(x), Y(y), X(w), S(1.6), S(0.5), colour)
    },
    easel(x, ground, size, paint = ['#e06f45', '#2b9ed8', '#f5c542']) {
      g.strokeStyle = '#8a5a3b'
      g.lineWidth = S(size * 0.05)
      g.lineCap = 'round'
      g.beginPath()
      g.moveTo(X(x) - S(size * 0.35), Y(ground))
      g.lineTo(X(x), Y(ground) - S(size))
      g.lineTo(X(x) + S(size * 0.35), Y(ground))
      g.stroke()
      roundRect(X(x) - S(size * 0.42), Y(ground) - S(size * 0.95), S(size * 0.84), S(size * 0.6), S(1), '#fffdf5')
      paint.forEach((c, i) => circle(X(x) - S(size * 0.2) + i * S(size * 0.2), Y(ground) - S(size * 0.66) + (i % 2) * S(size * 0.08), S(size * 0.1), c))
    },
    notes(x, y, colour = '#ffffff') {
      g.fillStyle = colour
      g.strokeStyle = colour
      g.lineWidth = S(0.6)
      for (const [dx, dy] of [[0, 0], [5, -4], [10, 1]]) {
        circle(X(x + dx), Y(y + dy), S(1.4), colour)
        g.beginPath()
        g.moveTo(X(x + dx) + S(1.2), Y(y + dy))
        g.lineTo(X(x + dx) + S(1.2), Y(y + dy) - S(6))
        g.stroke()
      }
    },
    balloons(x, y, colours = ['#e06f45', '#f5c542', '#2b9ed8']) {
      g.strokeStyle = 'rgba(60,60,60,0.6)'
      g.lineWidth = S(0.3)
      colours.forEach((c, i) => {
        const bx = X(x) + i * S(4.5)
        const by = Y(y) - (i % 2) * S(3)
        g.beginPath()
        g.moveTo(bx, by + S(3.6))
        g.lineTo(X(x) + S(4.5), Y(y) + S(18))
        g.stroke()
        g.fillStyle = c
        g.beginPath()
        g.ellipse(bx, by, S(2.8), S(3.6), 0, 0, TAU)
        g.fill()
      })
    },
    bunting(y, colours = ['#e06f45', '#f5c542', '#2b9ed8', '#38a169']) {
      g.strokeStyle = '#ffffff'
      g.lineWidth = S(0.4)
      g.beginPath()
      g.moveTo(0, Y(y))
      g.quadraticCurveTo(W / 2, Y(y + 8), W, Y(y))
      g.stroke()
      for (let i = 0; i < 14; i++) {
        const t = (i + 0.5) / 14
        const px = t * W
        const py = (1 - t) * (1 - t) * Y(y) + 2 * (1 - t) * t * Y(y + 8) + t * t * Y(y)
        g.fillStyle = colours[i % colours.length]
        g.beginPath()
        g.moveTo(px - S(1.8), py)
        g.lineTo(px + S(1.8), py)
        g.lineTo(px, py + S(4))
        g.closePath()
        g.fill()
      }
    },
    flowers(y, colours = ['#e06f45', '#f5c542', '#d66ba0', '#ffffff']) {
      for (let i = 0; i < 22; i++) {
        const fx = ((i * 37) % 100) + 2
        const fy = y + ((i * 13) % 9)
        circle(X(fx), Y(fy), S(1.1), colours[i % colours.length])
        circle(X(fx), Y(fy), S(0.4), '#f9e27a')
      }
    },
    bus(x, ground, size, colour = '#f2b233') {
      const w = S(size * 2.2)
      const h = S(size * 0.8)
      roundRect(X(x), Y(ground) - h - S(size * 0.15), w, h, S(size * 0.12), colour)
      for (let i = 0; i < 4; i++) roundRect(X(x) + S(size * 0.15) + i * S(size * 0.5), Y(ground) - h, S(size * 0.38), S(size * 0.28), S(0.5), '#bfe3f5')
      circle(X(x) + S(size * 0.45), Y(ground) - S(size * 0.12), S(size * 0.14), '#333b45')
      circle(X(x) + w - S(size * 0.45), Y(ground) - S(size * 0.12), S(size * 0.14), '#333b45')
    },
    heart(x, y, size, colour = '#e0555a') {
      g.fillStyle = colour
      g.beginPath()
      const cx = X(x)
      const cy = Y(y)
      const s = S(size)
      g.moveTo(cx, cy + s * 0.35)
      g.bezierCurveTo(cx - s, cy - s * 0.3, cx - s * 0.45, cy - s, cx, cy - s * 0.45)
      g.bezierCurveTo(cx + s * 0.45, cy - s, cx + s, cy - s * 0.3, cx, cy + s * 0.35)
      g.fill()
    },
    screen(x, y, w, h) {
      roundRect(X(x), Y(y), X(w), Y(h), S(1), '#1f2a36')
      const grad = g.createLinearGradient(X(x), Y(y), X(x + w), Y(y + h))
      grad.addColorStop(0, '#7cc4e8')
      grad.addColorStop(1, '#f6b48f')
      roundRect(X(x) + S(1.2), Y(y) + S(1.2), X(w) - S(2.4), Y(h) - S(2.4), S(0.6), grad)
    },
    seats(y, count, colour = '#c0504d') {
      for (let i = 0; i < count; i++) roundRect(X((i + 0.5) * (100 / count)) - S(3), Y(y), S(6), S(7), S(1.6), colour)
    },
    ball(x, y, r, colour = '#e8833a') {
      circle(X(x), Y(y), S(r), colour)
      g.strokeStyle = 'rgba(60,30,10,0.5)'
      g.lineWidth = S(0.3)
      g.beginPath()
      g.arc(X(x), Y(y), S(r), 0, TAU)
      g.moveTo(X(x) - S(r), Y(y))
      g.lineTo(X(x) + S(r), Y(y))
      g.stroke()
    },
    mat(x, ground, w, colour = '#7fb7a4') {
      roundRect(X(x), Y(ground) - S(1.5), X(w), S(1.5), S(0.7), colour)
    },
    doc(x, y, size) {
      roundRect(X(x), Y(y), S(size * 0.75), S(size), S(0.8), '#ffffff')
      g.fillStyle = '#9fb3c8'
      for (let i = 0; i < 5; i++) g.fillRect(X(x) + S(size * 0.1), Y(y) + S(size * (0.18 + i * 0.14)), S(size * (i === 4 ? 0.3 : 0.55)), S(size * 0.05))
      circle(X(x) + S(size * 0.6), Y(y) + S(size * 0.85), S(size * 0.08), '#38a169')
    },
    star(x, y, size, colour = '#f5c542') {
      g.fillStyle = colour
      g.beginPath()
      for (let i = 0; i < 10; i++) {
        const r = i % 2 ? S(size * 0.45) : S(size)
        const a = -Math.PI / 2 + (i * Math.PI) / 5
        g.lineTo(X(x) + r * Math.cos(a), Y(y) + r * Math.sin(a))
      }
      g.closePath()
      g.fill()
    },
    portrait(bg, shirt, skin, hair, style) {
      g.fillStyle = bg
      g.fillRect(0, 0, W, H)
      circle(X(50), Y(50), S(42), 'rgba(255,255,255,0.18)')
      roundRect(X(50) - S(30), Y(74), S(60), S(40), S(22), shirt)
      roundRect(X(50) - S(7), Y(60), S(14), S(16), S(5), skin)
      if (style === 'long') roundRect(X(50) - S(23), Y(24), S(46), S(50), S(20), hair)
      circle(X(50), Y(45), S(19), skin)
      g.fillStyle = hair
      g.beginPath()
      if (style === 'curly') {
        for (const [dx, dy] of [[-14, -8], [-7, -15], [2, -17], [11, -13], [16, -5], [-17, 1]]) {
          g.moveTo(X(50) + S(dx) + S(8), Y(45) + S(dy))
          g.arc(X(50) + S(dx), Y(45) + S(dy), S(8), 0, TAU)
        }
      } else {
        g.arc(X(50), Y(43), S(20), Math.PI * 1.02, Math.PI * 1.98)
      }
      g.fill()
      circle(X(50) - S(6.5), Y(47), S(1.6), '#2b2b2b')
      circle(X(50) + S(6.5), Y(47), S(1.6), '#2b2b2b')
      circle(X(50) - S(11), Y(53), S(2.6), 'rgba(230,110,110,0.35)')
      circle(X(50) + S(11), Y(53), S(2.6), 'rgba(230,110,110,0.35)')
      g.strokeStyle = '#7a3b2e'
      g.lineWidth = S(1.4)
      g.lineCap = 'round'
      g.beginPath()
      g.arc(X(50), Y(51), S(6), 0.2 * Math.PI, 0.8 * Math.PI)
      g.stroke()
    },
    // a whole SVG drawing (a demo logo or badge), loaded by paintVariants, over the whole picture
    svg(image) {
      g.drawImage(image, 0, 0, W, H)
    },
  }

  /** An SVG document's markup as an image the canvas can draw. */
  function svgImage(markup) {
    const image = new Image()
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
    return image.decode().then(() => image)
  }

  function paint(scene, width, height) {
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    g = canvas.getContext('2d')
    W = width
    H = height
    for (const [name, ...args] of scene) shapes[name](...args)
    return canvas
  }

  function scaled(source, width, height, crop) {
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    context.imageSmoothingQuality = 'high'
    if (crop) context.drawImage(source, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, width, height)
    else context.drawImage(source, 0, 0, width, height)
    return canvas
  }

  /** Every variant of one picture: [{ variant, width, height, dataUrl }]. */
  window.paintVariants = async ({ scene, width, height, quality }) => {
    const loaded = await Promise.all(scene.map(async ([name, ...args]) => (name === 'svg' ? [name, await svgImage(args[0])] : [name, ...args])))
    const full = paint(loaded, width, height)
    const out = [{ variant: 'original', canvas: full }]
    for (const [variant, w] of [['w480', 480], ['w960', 960], ['w1600', 1600]]) {
      if (w < width) out.push({ variant, canvas: scaled(full, w, Math.round((height * w) / width)) })
    }
    const ratio = 1200 / 630
    const sw = Math.min(width, height * ratio)
    const sh = sw / ratio
    out.push({ variant: 'social', canvas: scaled(full, 1200, 630, { sx: (width - sw) / 2, sy: (height - sh) / 2, sw, sh }) })
    return out.map(({ variant, canvas }) => ({
      variant, width: canvas.width, height: canvas.height, dataUrl: canvas.toDataURL('image/webp', quality),
    }))
  }
})()
