import IslandCore

// Wiring of the command line to the run loop lands with the terminal backend.
print("island")
